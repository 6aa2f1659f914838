-- Each new sessions generation is also notified (channel session_generation, the new value as
-- payload), at the commit that raised it. PGlite, the only server of its database, listens and hands the
-- session cache the current generation without a query per request; the notification reaches it before
-- the answer of that commit. PostgreSQL instances keep reading the counter (a notification from another
-- instance may arrive after a request that already relies on it).
create or replace function bump_session_generation() returns trigger language plpgsql as $$
declare
  raised bigint;
begin
  update session_generation set gen = gen + 1 where id = 1 returning gen into raised;
  perform pg_notify('session_generation', raised::text);
  return null;
end $$;
