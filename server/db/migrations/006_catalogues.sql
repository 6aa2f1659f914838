-- The local copy of the national catalogues: imported versions (querymaxver) and their rows.

create table catalogue_versions (
  deal_name    varchar(6) not null,
  ver          varchar(30) not null,
  file_qury_no varchar(40),
  data_cnt     integer not null,
  imported_by  integer references users (user_id) on delete set null,
  imported_at  timestamptz not null default now(),
  primary key (deal_name, ver)
);

create table catalogue_rows (
  deal_name  varchar(6) not null,
  -- the catalogue version of a file import; '' for rows posted by downLoadJson
  ver        varchar(30) not null default '',
  -- the row's code (file imports) or a hash of the row (downLoadJson)
  row_key    varchar(64) not null,
  code       varchar(50) not null default '',
  name       varchar(200) not null default '',
  data       jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (deal_name, ver, row_key)
);
