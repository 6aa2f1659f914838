-- Security-code applications. An institution without an account applies through /signup; the application
-- awaits review with status '0'.

create table sec_applications (
  id                 serial primary key,
  org_code           varchar(30) not null,
  org_name           varchar(200) not null,
  -- developer
  his_name           varchar(200) not null default '',
  his_code           varchar(10) not null default 'NEU' check (his_code in ('NEU', 'NET')),
  chain_sign         char(1) not null default '0' check (chain_sign in ('0', '1')),
  head_office        varchar(200) not null default '',
  -- 11 cloud hospital, 21 cloud pharmacy, 00 other
  his_prd            char(2) not null default '00' check (his_prd in ('11', '21', '00')),
  -- yyyyMMdd
  expiration         char(8),
  user_num           integer not null default 255,
  org_ins_type       varchar(50) not null default '',
  org_ins_type_code  varchar(10) not null default '',
  org_level          varchar(50) not null default '',
  org_level_code     varchar(10) not null default '',
  address            varchar(200) not null default '',
  province           varchar(50) not null default '',
  city               varchar(50) not null default '',
  area_code          varchar(10) not null default '',
  old_org_code       varchar(30) not null default '',
  -- 0 third-party product, 1 own product
  prod_flag          char(1) not null default '0' check (prod_flag in ('0', '1')),
  coner_name         varchar(50) not null default '',
  tel                varchar(11) not null default '',
  secret_code        varchar(200),
  ak                 varchar(200),
  sk                 varchar(200),
  appy_date          timestamptz not null default now(),
  -- 0 pending review, 2 approved awaiting issue, 1 issued, 4 batch approved
  status             char(1) not null default '0' check (status in ('0', '1', '2', '4')),
  if_valid           char(1) not null default '1' check (if_valid in ('0', '1')),
  memo               varchar(500) not null default ''
);
create index sec_applications_org_code_idx on sec_applications (org_code);
create index sec_applications_status_idx on sec_applications (status);
