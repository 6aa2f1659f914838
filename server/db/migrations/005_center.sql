-- The insurance-center simulator: insured persons, visits, fee details and settlements as the center
-- records them (a real center adapter does not use these tables).

create sequence center_sign_seq start 359754;
create sequence center_mdtrt_seq start 300180000;
create sequence center_setl_seq start 400130000;
create sequence center_file_seq;

create table insured_persons (
  psn_no         varchar(30) primary key,
  psn_name       varchar(50) not null,
  psn_cert_type  varchar(6) not null default '01',
  certno         varchar(50) not null unique,
  -- social security card number (社保卡卡号) and its chip identifier (卡识别码)
  card_no        varchar(20) not null default '',
  card_sn        varchar(32) not null default '',
  gend           varchar(6) not null,
  naty           varchar(3) not null default '01',
  brdy           date not null,
  insutype       varchar(6) not null,
  psn_type       varchar(6) not null,
  psn_insu_stas  varchar(6) not null default '1',
  psn_insu_date  date not null,
  cvlserv_flag   varchar(3) not null default '0',
  insuplc_admdvs varchar(6) not null default '210100',
  emp_name       varchar(200) not null default '',
  balc           numeric(16, 2) not null default 0 check (balc >= 0)
);

create table center_visits (
  mdtrt_id       varchar(30) primary key,
  fixmedins_code varchar(30) not null,
  psn_no         varchar(30) not null references insured_persons (psn_no),
  insutype       varchar(6) not null,
  med_type       varchar(6) not null,
  -- O outpatient, I inpatient, P pharmacy purchase
  kind           char(1) not null check (kind in ('O', 'I', 'P')),
  ipt_otp_no     varchar(30) not null default '',
  begntime       timestamptz not null,
  endtime        timestamptz,
  -- 1 open, 2 discharged / finished, 0 cancelled or reversed
  status         char(1) not null default '1' check (status in ('0', '1', '2')),
  msgid          varchar(30) not null,
  info           jsonb not null default '{}',
  diseinfo       jsonb not null default '[]'
);
create index center_visits_org_idx on center_visits (fixmedins_code, psn_no);
create index center_visits_msgid_idx on center_visits (msgid);

create table center_fee_details (
  mdtrt_id            varchar(30) not null references center_visits (mdtrt_id),
  feedetl_sn          varchar(30) not null,
  fixmedins_code      varchar(30) not null,
  psn_no              varchar(30) not null,
  chrg_bchno          varchar(30) not null default '',
  med_list_codg       varchar(50) not null,
  medins_list_codg    varchar(150) not null,
  det_item_fee_sumamt numeric(16, 2) not null,
  cnt                 numeric(16, 4) not null,
  pric                numeric(16, 6) not null,
  fee_ocur_time       timestamptz not null,
  chrgitm_lv          varchar(3) not null,
  med_chrgitm_type    varchar(6) not null,
  fulamt_ownpay_amt   numeric(16, 2) not null default 0,
  preselfpay_amt      numeric(16, 2) not null default 0,
  inscp_scp_amt       numeric(16, 2) not null default 0,
  setl_id             varchar(30),
  data                jsonb not null default '{}',
  primary key (mdtrt_id, feedetl_sn)
);

create table center_settlements (
  setl_id         varchar(30) primary key,
  fixmedins_code  varchar(30) not null,
  mdtrt_id        varchar(30) not null,
  psn_no          varchar(30) not null,
  psn_name        varchar(50) not null,
  insutype        varchar(6) not null,
  med_type        varchar(6) not null,
  clr_type        varchar(6) not null,
  setl_optins     varchar(6) not null default '210100',
  medfee_sumamt   numeric(16, 2) not null,
  fund_pay_sumamt numeric(16, 2) not null,
  acct_pay        numeric(16, 2) not null,
  psn_cash_pay    numeric(16, 2) not null,
  -- the deal that produced the row (2207, 2208, 2304, 2305, 2102, 2103) and its request msgid
  infno           varchar(6) not null,
  msgid           varchar(30) not null unique,
  setl_time       timestamptz not null,
  -- '1' for the negative row a cancellation writes
  refd_setl_flag  char(1) not null default '0' check (refd_setl_flag in ('0', '1')),
  orig_setl_id    varchar(30) references center_settlements (setl_id),
  cancelled       boolean not null default false,
  reversed        boolean not null default false,
  setlinfo        jsonb not null,
  setldetail      jsonb not null default '[]'
);
create index center_settlements_org_idx on center_settlements (fixmedins_code, setl_time);
