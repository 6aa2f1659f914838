-- Platform menus (a two-level tree) and the menus each role may see.

create table menus (
  menu_id   serial primary key,
  -- the console route, e.g. /home/handle; empty for a top-level group
  menupath  varchar(200) not null default '',
  menuname  varchar(50) not null,
  parent_id integer references menus (menu_id),
  -- antd icon name, e.g. SettingOutlined
  icon      varchar(50) not null default '',
  gradation integer not null default 0 check (gradation >= 0),
  is_valid  char(1) not null default '1' check (is_valid in ('0', '1')),
  check (parent_id is null or parent_id <> menu_id)
);
create index menus_parent_idx on menus (parent_id, gradation);

create table role_menus (
  role_id integer not null references roles (role_id) on delete cascade,
  menu_id integer not null references menus (menu_id) on delete cascade,
  primary key (role_id, menu_id)
);
