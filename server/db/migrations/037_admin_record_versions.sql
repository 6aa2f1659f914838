-- Optimistic locking of the administration records (docs/server.md#record-versions): roles (whose
-- version is also that of their menu set), menus, users (also that of their roles), institutions (their
-- info and collection) and application testers carry an integer version, raised by one in each update;
-- an update based on an older version changes nothing and is refused.
alter table roles add column version integer not null default 0;
alter table menus add column version integer not null default 0;
alter table users add column version integer not null default 0;
alter table orgs add column version integer not null default 0;
alter table app_testers add column version integer not null default 0;
