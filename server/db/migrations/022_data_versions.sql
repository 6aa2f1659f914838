-- List pages cached per instance, as fresh as the database. Each table a cached list reads has
-- a version, raised by a statement trigger in the transaction of every insert, update, delete or truncate
-- of it, so that a new version and the change it counts become visible together. An instance keeps a page
-- with the versions it read before the page's query and serves it again only while a read started after
-- the request arrived finds the same versions (the read that also gives the sessions generation, one per
-- batch of requests); PGlite is also told of each new version by a notification, as of the generation.
create table data_versions (
  name    text primary key,
  version bigint not null default 0
);
insert into data_versions (name) values ('menus'), ('users');

create function bump_data_version() returns trigger language plpgsql as $$
declare
  raised bigint;
begin
  update data_versions set version = version + 1 where name = tg_table_name returning version into raised;
  perform pg_notify('data_version', tg_table_name || ' ' || raised::text);
  return null;
end $$;

create trigger menus_version after insert or update or delete or truncate on menus
  for each statement execute function bump_data_version();
create trigger users_version after insert or update or delete or truncate on users
  for each statement execute function bump_data_version();
