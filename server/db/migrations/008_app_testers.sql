-- The testers an institution names for each application it uses (organisation info collection).

create table app_testers (
  id          serial primary key,
  org_code    varchar(30) not null references orgs (org_code) on delete cascade,
  -- product type: 11 cloud hospital, 21 cloud pharmacy, 00 other
  app         varchar(2) not null check (app in ('11', '21', '00')),
  tester_name varchar(50) not null,
  mobile      varchar(11) not null,
  created_at  timestamptz not null default now(),
  unique (org_code, app, mobile)
);
