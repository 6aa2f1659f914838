-- Two-person publishing of screens (docs/studio.md, STUDIO_TWO_PERSON=1): a configurator's draft submitted
-- for review, one per screen (a later submission replaces it), which another administrator publishes or
-- sends back. The submitter's own draft stays where it is.
create table screen_submissions (
  screen_id    varchar(64) primary key,
  body         text not null,
  base_version int not null default 0,
  comment      varchar(200) not null default '',
  -- the menu placement asked for (parentId, name, order, icon, roleIds), or null: the menu as it is
  menu         jsonb,
  submitter_id int not null references users (user_id) on delete cascade,
  submitted_by varchar(64) not null,
  submitted_at timestamptz not null default now()
);

-- Submitting and sending back join the audit.
alter table screen_events drop constraint screen_events_action_check;
alter table screen_events add constraint screen_events_action_check
  check (action in ('publish', 'rollback', 'archive', 'restore', 'submit', 'reject'));
