-- Sessions cached per instance, revoked at once everywhere; lists paged and filtered by index.

-- The sessions generation: one counter, raised in the same transaction as anything that ends a session
-- or changes what a session carries (logout, revocation, a disabled user, roles, the organisation gate).
-- Every instance caches sessions together with the generation they were read at and reads the counter
-- (one cheap query shared by the requests waiting at that moment) before trusting a cached session: a
-- committed revocation is therefore seen at once by every instance. The triggers are deferred to commit
-- so the counter row is locked last and briefly (no lock-order cycles through it).
create table session_generation (
  id  smallint primary key default 1 check (id = 1),
  gen bigint not null default 0
);
insert into session_generation (id, gen) values (1, 0);

create function bump_session_generation() returns trigger language plpgsql as $$
begin
  update session_generation set gen = gen + 1 where id = 1;
  return null;
end $$;

create constraint trigger sessions_ended after delete or update on sessions
  deferrable initially deferred for each row execute function bump_session_generation();
create constraint trigger session_users_changed after update on users
  deferrable initially deferred for each row
  when (old.username is distinct from new.username or old.org_code is distinct from new.org_code
        or old.org_name is distinct from new.org_name or old.mobile is distinct from new.mobile
        or old.contact is distinct from new.contact or old.user_type_id is distinct from new.user_type_id
        or old.if_valid is distinct from new.if_valid)
  execute function bump_session_generation();
create constraint trigger session_user_roles_changed after insert or update or delete on user_roles
  deferrable initially deferred for each row execute function bump_session_generation();
create constraint trigger session_roles_changed after update on roles
  deferrable initially deferred for each row
  when (old.role_name is distinct from new.role_name)
  execute function bump_session_generation();
create constraint trigger session_orgs_changed after update on orgs
  deferrable initially deferred for each row
  when (old.collected is distinct from new.collected)
  execute function bump_session_generation();

-- The user list's substring filter (user name or contact) by trigram index where pg_trgm is available
-- (PGlite loads it; PostgreSQL ships it in contrib). Installed in public so that every schema shares it.
do $$
declare
  ext_schema name;
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    -- One database-wide installer at a time (schemas of one database migrate in parallel).
    perform pg_advisory_xact_lock(7302026, 14);
    create extension if not exists pg_trgm with schema public;
    -- Wherever it was installed (public, or an earlier schema of its own).
    select n.nspname into ext_schema
      from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm';
    execute format('create index users_username_trgm_idx on users using gin (username %I.gin_trgm_ops)', ext_schema);
    execute format('create index users_contact_trgm_idx on users using gin (contact %I.gin_trgm_ops)', ext_schema);
  end if;
end $$;

-- The menu list's order (parent, order number, id) as an index: a page is read without sorting the table.
create index menus_list_order_idx on menus (parent_id nulls first, gradation, menu_id);

-- The application testers of one institution and application, by id (the tester list's page).
create index app_testers_list_idx on app_testers (org_code, app, id);
