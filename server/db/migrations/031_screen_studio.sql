-- Screens as data (docs/studio.md): the descriptors of screens/ stay the shipped baseline; a published
-- version in the database overrides its file on every instance, an archived screen is not served, and
-- 恢复出厂 returns to the file. Versions are never changed once written: a rollback publishes an old body as
-- a new version.
create table screen_versions (
  screen_id  varchar(64) not null,
  version    int not null check (version > 0),
  -- The descriptor as its file holds it (JSON, two-space indent, a final newline): exported byte for byte.
  body       text not null,
  comment    varchar(200) not null default '',
  author     varchar(64) not null,
  created_at timestamptz not null default now(),
  primary key (screen_id, version)
);

-- What each instance serves for a screen the studio has touched: the published version (null: the file)
-- or nothing (archived).
create table screen_heads (
  screen_id  varchar(64) primary key,
  version    int,
  archived   boolean not null default false,
  changed_by varchar(64) not null,
  changed_at timestamptz not null default now(),
  foreign key (screen_id, version) references screen_versions (screen_id, version)
);

-- One draft per configurator and screen, kept across sessions; `base_version` is the published version it
-- was started from (0: the file), so a save or publish over a newer version is refused.
create table screen_drafts (
  screen_id    varchar(64) not null,
  user_id      int not null references users (user_id) on delete cascade,
  body         text not null,
  base_version int not null default 0,
  saved_at     timestamptz not null default now(),
  primary key (screen_id, user_id)
);

-- The audit of publish, rollback, archive and restore (who, when, from which version to which, comment);
-- 0 stands for the file.
create table screen_events (
  id           bigserial primary key,
  screen_id    varchar(64) not null,
  action       varchar(10) not null check (action in ('publish', 'rollback', 'archive', 'restore')),
  from_version int,
  to_version   int,
  comment      varchar(200) not null default '',
  actor        varchar(64) not null,
  at           timestamptz not null default now()
);
create index screen_events_at_idx on screen_events (at desc, id desc);

-- Every instance reloads its published screens when this version moves (migration 022).
insert into data_versions (name) values ('screen_heads');
create trigger screen_heads_version after insert or update or delete or truncate on screen_heads
  for each statement execute function bump_data_version();

-- The configurators: they draft, compare and save in 界面工作台; publishing, rollback, 下线 and 恢复出厂 stay
-- with ROLE_ADMIN (docs/studio.md). Added here to a database whose roles were written before it; a fresh one
-- gets it with the other reference roles (seedData.ts SEED_ROLES), which are written after the migrations.
insert into roles (role_name, role_cnname)
select 'ROLE_CONFIG', '界面配置'
where exists (select 1 from roles where role_name = 'ROLE_ADMIN')
on conflict (role_name) do nothing;

-- 界面工作台 in a database seeded before it: under 系统管理, last, for ROLE_ADMIN only (a fresh database gets
-- it from the demo seed, seedMenus.ts, which runs after the migrations).
insert into menus (menupath, menuname, parent_id, icon, gradation)
select '/home/screenStudio', '界面工作台', g.menu_id, '',
       coalesce((select max(c.gradation) from menus c where c.parent_id = g.menu_id), 0) + 1
from menus g
where g.parent_id is null and g.menuname = '系统管理'
  and not exists (select 1 from menus m where m.menupath = '/home/screenStudio');

insert into role_menus (role_id, menu_id)
select r.role_id, m.menu_id
from roles r, menus m
where r.role_name in ('ROLE_ADMIN', 'ROLE_CONFIG') and m.menupath = '/home/screenStudio'
on conflict do nothing;
