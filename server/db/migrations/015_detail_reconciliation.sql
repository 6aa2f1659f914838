-- Settlement detail reconciliation (结算明细对账) and its log (对账日志).
--
-- recon_batches: one upload of detail rows (file rows plus manual rows), sent to the center through
--   9101; the batch id the console holds until 开始对账.
-- recon_logs: one reconciliation (3202 details + 3201 totals) of an institution over a period.
-- recon_differences: every settlement the detail reconciliation found not balanced, one row each; the
--   reversal query (对账冲正查询) reads it beside the center's settlements. Deleting a
--   log deletes its differences (the period must be reconciled again).

create table recon_batches (
  batch_id           varchar(40) primary key,
  fixmedins_code     varchar(30) not null,
  file_qury_no       varchar(40) not null,
  -- the uploaded rows: [{setl_id, mdtrt_id, psn_no, medfee_sumamt, fund_pay_sumamt, acct_pay, refd_setl_flag}]
  rows               jsonb not null,
  medfee_sumamt      numeric(16, 2) not null,
  fund_pay_sumamt    numeric(16, 2) not null,
  acct_pay           numeric(16, 2) not null,
  cash_payamt        numeric(16, 2) not null,
  fixmedins_setl_cnt integer not null check (fixmedins_setl_cnt >= 0),
  dld_endtime        timestamptz not null,
  created_by         varchar(64) not null,
  created_at         timestamptz not null default now(),
  -- set when the batch was reconciled (a batch is reconciled once)
  log_id             bigint
);
create index recon_batches_org_idx on recon_batches (fixmedins_code, created_at desc);

create table recon_logs (
  id                 bigserial primary key,
  fixmedins_code     varchar(30) not null,
  batch_id           varchar(40) references recon_batches (batch_id) on delete set null,
  -- 01 对账中, 02 成功 (both checks answered), 03 失败 (the center refused)
  compare_status     varchar(2) not null check (compare_status in ('01', '02', '03')),
  clr_type           varchar(6) not null,
  setl_optins        varchar(6) not null,
  stmt_begndate      date not null,
  stmt_enddate       date not null,
  file_qury_no       varchar(40) not null,
  fixmedins_setl_cnt integer not null,
  medfee_sumamt      numeric(16, 2) not null,
  fund_pay_sumamt    numeric(16, 2) not null,
  acct_pay           numeric(16, 2) not null,
  cash_payamt        numeric(16, 2) not null,
  -- settlements not balanced in the detail reconciliation
  diff_num           integer not null default 0,
  -- 3201: '0' 平, '1' 不平; its description
  stmt_rslt          varchar(3),
  stmt_rslt_dscr     varchar(500),
  -- the text shown to the operator
  result             text not null default '',
  -- the 3202 result file (9102 fetches it)
  result_file_qury_no varchar(40),
  created_by         varchar(64) not null,
  created_at         timestamptz not null default now()
);
create index recon_logs_org_idx on recon_logs (fixmedins_code, stmt_begndate, stmt_enddate);

create table recon_differences (
  id              bigserial primary key,
  log_id          bigint not null references recon_logs (id) on delete cascade,
  fixmedins_code  varchar(30) not null,
  setl_id         varchar(30) not null,
  mdtrt_id        varchar(30) not null,
  psn_no          varchar(30) not null,
  -- the center's msgid of the settlement (omsgid of a reversal); '' when the center has no such settlement
  msgid           varchar(30) not null default '',
  -- the deal that wrote it at the center (2207, 2304, 2102…); '' when unknown
  infno           varchar(6) not null default '',
  -- 1 中心多, 2 医药机构多, 3 数据不一致 (3202 stmt_rslt)
  stmt_rslt       varchar(1) not null check (stmt_rslt in ('1', '2', '3')),
  memo            varchar(200) not null default '',
  refd_setl_flag  char(1) not null default '0',
  -- the center's amounts (null when it has no such settlement) and the institution's (null when it has none)
  center_medfee   numeric(16, 2),
  center_fund     numeric(16, 2),
  center_acct     numeric(16, 2),
  org_medfee      numeric(16, 2),
  org_fund        numeric(16, 2),
  org_acct        numeric(16, 2),
  setl_time       timestamptz,
  created_at      timestamptz not null default now()
);
create index recon_differences_org_idx on recon_differences (fixmedins_code, setl_time);
create index recon_differences_log_idx on recon_differences (log_id);
create index recon_differences_msgid_idx on recon_differences (fixmedins_code, msgid);
