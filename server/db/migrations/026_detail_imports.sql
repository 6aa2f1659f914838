-- Staged detail imports of 结算明细对账 (docs/operations.md, 结算明细导入): a large template file is
-- parsed on the server as a stream and its rows kept here, so they never go to the browser and back.
-- 上传对账信息 then sends them through 9101 by the import id, for the institution that imported them only.
--
-- detail_imports: one imported file; `ready` once every row was checked and staged (a file with a bad row,
--   or whose upload was cancelled, leaves nothing). Imports older than a day are deleted.
-- detail_import_rows: its rows in file order.
-- recon_batches.import_id: a batch sent by import id keeps its rows there (the batch's own `rows` are the
--   manual ones, after them), so 100,000 rows are not copied; such an import is kept past its day until the
--   batch is reconciled or its confirmation deadline passes.

create table detail_imports (
  import_id        uuid primary key,
  fixmedins_code   varchar(30) not null,
  created_by       varchar(64) not null,
  ready            boolean not null default false,
  row_count        integer not null default 0 check (row_count >= 0),
  medfee_sumamt    numeric(16, 2) not null default 0,
  fund_pay_sumamt  numeric(16, 2) not null default 0,
  acct_pay         numeric(16, 2) not null default 0,
  created_at       timestamptz not null default now()
);
create index detail_imports_created_idx on detail_imports (created_at);

create table detail_import_rows (
  import_id        uuid not null references detail_imports (import_id) on delete cascade,
  seq              integer not null,
  setl_id          varchar(30) not null,
  mdtrt_id         varchar(30) not null,
  psn_no           varchar(30) not null,
  medfee_sumamt    numeric(16, 2) not null,
  fund_pay_sumamt  numeric(16, 2) not null,
  acct_pay         numeric(16, 2) not null,
  refd_setl_flag   char(1) not null,
  primary key (import_id, seq)
);

alter table recon_batches add column import_id uuid;
