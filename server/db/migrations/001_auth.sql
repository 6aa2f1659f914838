-- Organisations, users, roles, sessions, captchas and the SMS outbox.

create table orgs (
  org_code   varchar(30) primary key,
  org_name   varchar(200) not null,
  -- 1 designated medical institution (H…), 2 designated retail pharmacy (P…), 0 platform operator
  org_type   smallint not null default 0 check (org_type in (0, 1, 2)),
  -- characters 2-5 of the organisation code
  area_code  varchar(4) not null default '',
  collected  boolean not null default false,
  contact    varchar(50) not null default '',
  mobile     varchar(11) not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table users (
  user_id       serial primary key,
  username      varchar(50) not null unique,
  -- scrypt$N$salt$hash (base64)
  password_hash text not null,
  org_code      varchar(30) not null references orgs (org_code),
  org_name      varchar(200) not null default '',
  contact       varchar(50) not null default '',
  mobile        varchar(11) not null default '',
  id_card       varchar(18),
  user_type_id  integer not null default 0,
  if_valid      char(1) not null default '1' check (if_valid in ('0', '1')),
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now()
);
create index users_mobile_idx on users (mobile);
create index users_org_code_idx on users (org_code);

create table roles (
  role_id     serial primary key,
  role_name   varchar(50) not null unique,
  role_cnname varchar(50) not null
);

create table user_roles (
  user_id integer not null references users (user_id) on delete cascade,
  role_id integer not null references roles (role_id) on delete cascade,
  primary key (user_id, role_id)
);

create table sessions (
  -- sha256 of the token, hex; the token itself is never stored
  token_hash char(64) primary key,
  user_id    integer not null references users (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);

create table captchas (
  captcha_key varchar(64) primary key,
  code        varchar(8) not null,
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null,
  used        boolean not null default false
);

create table sms_outbox (
  id         serial primary key,
  mobile     varchar(11) not null,
  code       varchar(8) not null,
  purpose    varchar(20) not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used       boolean not null default false
);
create index sms_outbox_mobile_idx on sms_outbox (mobile, purpose, created_at desc);
