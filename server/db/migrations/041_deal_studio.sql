-- Deals as data (docs/server.md#交易目录-deals-as-data): server/deals/catalogue stays the shipped baseline, as screens/ is
-- for screens (migration 031); a published version of a deal's metadata overrides its baseline deal (or adds
-- a deal) on every instance, an archived one is not served, and 恢复出厂 returns to the baseline. Versions
-- are never changed once written: a rollback publishes an old body as a new version.
create table deal_versions (
  deal_name  varchar(64) not null,
  version    int not null check (version > 0),
  -- The deal's metadata (DealMeta) as JSON text, two-space indent and a final newline.
  body       text not null,
  comment    varchar(200) not null default '',
  author     varchar(64) not null,
  created_at timestamptz not null default now(),
  primary key (deal_name, version)
);

-- What each instance serves for a deal the studio has touched: the published version (null: the baseline)
-- or nothing (archived).
create table deal_heads (
  deal_name  varchar(64) primary key,
  version    int,
  archived   boolean not null default false,
  changed_by varchar(64) not null,
  changed_at timestamptz not null default now(),
  foreign key (deal_name, version) references deal_versions (deal_name, version)
);

-- One draft per configurator and deal; `base_version` is the published version it was started from
-- (0: the baseline), so a save or publish over a newer version is refused.
create table deal_drafts (
  deal_name    varchar(64) not null,
  user_id      int not null references users (user_id) on delete cascade,
  body         text not null,
  base_version int not null default 0,
  saved_at     timestamptz not null default now(),
  primary key (deal_name, user_id)
);

-- The audit of publish, rollback, archive, restore, submit and reject; 0 stands for the baseline.
create table deal_events (
  id           bigserial primary key,
  deal_name    varchar(64) not null,
  action       varchar(10) not null
               check (action in ('publish', 'rollback', 'archive', 'restore', 'submit', 'reject')),
  from_version int,
  to_version   int,
  comment      varchar(200) not null default '',
  actor        varchar(64) not null,
  at           timestamptz not null default now()
);
create index deal_events_at_idx on deal_events (at desc, id desc);

-- Every instance reloads its published deals when this version moves (migration 022).
insert into data_versions (name) values ('deal_heads');
create trigger deal_heads_version after insert or update or delete or truncate on deal_heads
  for each statement execute function bump_data_version();

-- Two-person publishing of deals (STUDIO_TWO_PERSON=1), as of screens (migration 032): a draft submitted
-- for review, one per deal, which another administrator publishes or sends back.
create table deal_submissions (
  deal_name    varchar(64) primary key,
  body         text not null,
  base_version int not null default 0,
  comment      varchar(200) not null default '',
  submitter_id int not null references users (user_id) on delete cascade,
  submitted_by varchar(64) not null,
  submitted_at timestamptz not null default now()
);
