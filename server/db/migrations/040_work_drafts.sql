-- Work in progress of a screen kept as a draft per user, institution and screen (docs/server.md#work-drafts):
-- 结算明细对账's rows, batch and conditions survive leaving the page, F5 and another browser, until the
-- reconciliation runs or the operator discards them.
create table work_drafts (
  user_id    integer     not null references users (user_id) on delete cascade,
  org_code   text        not null,
  draft_key  text        not null,
  body       jsonb       not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, org_code, draft_key)
);
