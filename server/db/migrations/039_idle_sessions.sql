-- Sessions that follow the work: every authenticated request may push a session's expiry later
-- (docs/server.md, Sessions). Such an extension changes nothing a cached session carries and ends
-- nothing, so it must not raise the sessions generation (migration 014): that would empty the session
-- cache of every instance each time a user clicks. Ending a session still raises it: a deletion, or an
-- update that moves its expiry earlier or changes whose session it is.
drop trigger sessions_ended on sessions;

create constraint trigger sessions_ended after delete on sessions
  deferrable initially deferred for each row execute function bump_session_generation();
create constraint trigger sessions_shortened after update on sessions
  deferrable initially deferred for each row
  when (new.expires_at < old.expires_at or old.token_hash is distinct from new.token_hash
        or old.user_id is distinct from new.user_id)
  execute function bump_session_generation();
