-- The platform's side of the deals: sign-ins, the envelope log, SQL configurations, the file store and
-- the institution's own settlement ledger.

create table deal_signins (
  sign_no        varchar(30) primary key,
  fixmedins_code varchar(30) not null,
  opter_no       varchar(20) not null,
  user_id        integer references users (user_id) on delete set null,
  sign_time      timestamptz not null,
  signout_time   timestamptz
);
create index deal_signins_org_idx on deal_signins (fixmedins_code, sign_time desc);

-- msgid = fixmedins_code(12) + yyyyMMddHHmmss + seq(4); inf_refmsgid = admdvs(6) + time(14) + serial(10)
create sequence deal_msg_seq;
create sequence deal_ref_seq;

-- Every call to the insurance center, in the national envelope (request and answer).
create table deal_log (
  id             bigserial primary key,
  msgid          varchar(30) not null unique,
  infno          varchar(6) not null,
  fixmedins_code varchar(30) not null,
  sign_no        varchar(30),
  opter          varchar(30) not null,
  inf_time       timestamptz not null,
  request        jsonb not null,
  infcode        integer not null,
  inf_refmsgid   varchar(30) not null,
  refmsg_time    char(17) not null,
  respond_time   char(17) not null,
  err_msg        text,
  output         jsonb
);
create index deal_log_org_idx on deal_log (fixmedins_code, inf_time desc);

-- The query that prefills a deal node (query-supportinfo); runs read-only, parameters bound.
create table deal_sql_configs (
  deal_code   varchar(6) not null,
  node_name   varchar(50) not null,
  deal_name   varchar(100) not null,
  -- parameter names, comma-joined, bound as $1, $2 … in this order
  params      varchar(500) not null default '',
  data_source varchar(30) not null default 'DEFAULT',
  sql         text not null,
  saved_by    integer references users (user_id) on delete set null,
  updated_at  timestamptz not null default now(),
  primary key (deal_code, node_name)
);

-- Files exchanged with the center: uploads (9101), results (3202), catalogues (13xx); always zips.
create table deal_files (
  file_qury_no   varchar(40) primary key,
  fixmedins_code varchar(30) not null,
  deal_name      varchar(6) not null,
  kind           varchar(10) not null check (kind in ('upload', 'result', 'catalogue')),
  filename       varchar(200) not null,
  ver            varchar(30),
  data_cnt       integer,
  content        bytea not null,
  dld_endtime    timestamptz not null,
  created_at     timestamptz not null default now()
);
create index deal_files_org_idx on deal_files (fixmedins_code, deal_name, created_at desc);

-- Short-lived download links (a browser window cannot send the bearer token); sha256 of the ticket.
create table deal_file_tickets (
  ticket_hash  char(64) primary key,
  file_qury_no varchar(40) not null references deal_files (file_qury_no) on delete cascade,
  expires_at   timestamptz not null
);

-- The institution's own record of its settlements (what it reconciles against the center).
create table org_settlements (
  setl_id         varchar(30) primary key,
  fixmedins_code  varchar(30) not null,
  mdtrt_id        varchar(30) not null,
  psn_no          varchar(30) not null,
  psn_name        varchar(50) not null default '',
  insutype        varchar(6) not null,
  med_type        varchar(6) not null default '',
  clr_type        varchar(6) not null,
  setl_optins     varchar(6) not null default '210100',
  medfee_sumamt   numeric(16, 2) not null,
  fund_pay_sumamt numeric(16, 2) not null,
  acct_pay        numeric(16, 2) not null,
  psn_cash_pay    numeric(16, 2) not null,
  refd_setl_flag  char(1) not null default '0' check (refd_setl_flag in ('0', '1')),
  infno           varchar(6) not null,
  msgid           varchar(30) not null,
  setl_time       timestamptz not null,
  reversed        boolean not null default false
);
create index org_settlements_org_idx on org_settlements (fixmedins_code, setl_time);
