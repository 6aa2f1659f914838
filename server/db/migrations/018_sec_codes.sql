-- Security codes and bill-submission operation codes.

-- The approval and issue of an application: when it was approved (the national registry issues its
-- code some time later), when it was issued. `sk` keeps only a SHA-256 hash: the secret is shown once.
alter table sec_applications add column approved_at timestamptz;
alter table sec_applications add column issued_at timestamptz;
create index sec_applications_area_idx on sec_applications (area_code, status);

-- Codes imported from the national registry's file.
create table sec_codes (
  id           serial primary key,
  org_code     varchar(30) not null unique,
  org_name     varchar(200) not null,
  his_code     varchar(10) not null,
  his_name     varchar(200) not null,
  secret_code  varchar(200) not null,
  -- 0 unapproved, 1 approved
  status       char(1) not null default '0' check (status in ('0', '1')),
  expiration   char(8) not null,
  imported_at  timestamptz not null default now()
);

-- The security code an institution keeps on its side.
create table sec_cainfo (
  org_code     varchar(30) primary key,
  org_name     varchar(200) not null default '',
  cainfo       varchar(200) not null,
  creat_time   timestamptz not null default now(),
  update_time  timestamptz not null default now()
);

-- Bill-submission operation codes: one per institution.
create table app_keys (
  id          serial primary key,
  org_code    varchar(30) not null unique,
  org_name    varchar(200) not null,
  app_key     varchar(64),
  coner_name  varchar(50) not null,
  tel         varchar(11) not null,
  -- 0 awaiting review, 1 issued
  status      char(1) not null default '0' check (status in ('0', '1')),
  if_valid    char(1) not null default '1' check (if_valid in ('0', '1')),
  created_at  timestamptz not null default now()
);

-- The operator's approval screen of operation codes, beside the application screen.
with grp as (select parent_id, gradation from menus where menupath = '/home/appKeyApply' limit 1),
     added as (
       insert into menus (menupath, menuname, parent_id, icon, gradation)
       select '/home/appKeyApprove', '结算单操作码审批', parent_id, '', gradation + 1 from grp
       returning menu_id
     )
insert into role_menus (role_id, menu_id)
select r.role_id, added.menu_id from added, roles r where r.role_name = 'ROLE_ADMIN';
