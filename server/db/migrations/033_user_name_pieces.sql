-- The user list's filter of two characters (a Chinese name: 张伟), paged from an index of its own
-- (docs/performance.md#two-characters-from-their-own-index). Each two-character piece of an account's
-- user name and contact is a row keyed by the piece and the account, so that a name's accounts are
-- counted and paged in user id order from that index alone. The GIN index of migration 028 could neither
-- order them nor count them without reading every matching account's row (1,592 rows for 张伟 at 100,000
-- users). Kept by a trigger; the generated column and its GIN index go.
create table user_name_pieces (
  piece   text    not null,
  user_id integer not null references users (user_id) on delete cascade,
  primary key (piece, user_id)
);
-- The trigger's delete and the foreign key's cascade find an account's pieces by it.
create index user_name_pieces_user_idx on user_name_pieces (user_id);

insert into user_name_pieces (piece, user_id)
  select distinct p, user_id from users, unnest(name_pieces) p;

create function sync_user_name_pieces() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if new.username is not distinct from old.username and new.contact is not distinct from old.contact then
      return null;
    end if;
    delete from user_name_pieces where user_id = old.user_id;
  end if;
  insert into user_name_pieces (piece, user_id)
    select distinct p, new.user_id
      from unnest(coalesce(user_bigrams(new.username), '{}') || coalesce(user_bigrams(new.contact), '{}')) p;
  return null;
end $$;

create trigger users_name_pieces after insert or update of username, contact on users
  for each row execute function sync_user_name_pieces();

drop index users_name_pieces_idx;
alter table users drop column name_pieces;
