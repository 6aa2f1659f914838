-- Service tickets: order types per area, templates with ordered nodes and responsible user types, tickets,
-- instances of a template (order nodes), the ticket history, attachments and customer supplements.

-- The platform staff who handle tickets, and the area each one serves (the operator's accounts have no
-- area of their own: orgs.area_code is empty for 9999).
create table order_staff (
  user_id   integer primary key references users (user_id) on delete cascade,
  area_code varchar(4) not null
);
create index order_staff_area_idx on order_staff (area_code);

create table order_types (
  order_type_id   serial primary key,
  order_type_desc varchar(100) not null,
  parent_type_id  integer references order_types (order_type_id),
  area_code       varchar(4) not null
);
create index order_types_area_idx on order_types (area_code);

create table order_templates (
  template_id   serial primary key,
  template_desc varchar(100) not null,
  ver           integer not null default 1,
  area_code     varchar(4) not null,
  -- '1': a user-defined (custom-flow) template: after its first node, each next step is configured per
  -- ticket (the custom-step editor); '0': its nodes are instantiated in order
  user_define   char(1) not null default '0' check (user_define in ('0', '1')),
  creator       varchar(50) not null default '',
  create_time   timestamptz not null default now(),
  modifier      varchar(50) not null default '',
  modify_time   timestamptz not null default now()
);

create table order_type_templates (
  order_type_id integer not null references order_types (order_type_id) on delete cascade,
  template_id   integer not null references order_templates (template_id) on delete cascade,
  primary key (order_type_id, template_id)
);

create table order_template_nodes (
  node_id          serial primary key,
  template_id      integer not null references order_templates (template_id) on delete cascade,
  seq              integer not null,
  node_desc        varchar(100) not null,
  -- the user type responsible for this node (users.user_type_id)
  response_type_id integer not null,
  unique (template_id, seq)
);

create table order_tickets (
  inst_id     serial primary key,
  org_code    varchar(30) not null references orgs (org_code),
  org_name    varchar(200) not null,
  area_code   varchar(4) not null,
  title       varchar(100) not null,
  content     varchar(2000) not null,
  type        integer references order_types (order_type_id),
  template_id integer references order_templates (template_id),
  -- '0' submitted (no template), '2' in progress, '1' closed
  status      char(1) not null default '0' check (status in ('0', '1', '2')),
  is_close    char(1) not null default '0' check (is_close in ('0', '1')),
  if_valid    char(1) not null default '1' check (if_valid in ('0', '1')),
  contact     varchar(50) not null default '',
  mobile      varchar(11) not null default '',
  pics_url    varchar(1000) not null default '',
  file_url    varchar(1000) not null default '',
  cst_level   varchar(10) not null default '',
  creator_id  integer references users (user_id) on delete set null,
  create_time timestamptz not null default now()
);
create index order_tickets_org_idx on order_tickets (org_code, inst_id desc);
create index order_tickets_status_idx on order_tickets (status, inst_id desc);

-- One node of a ticket's instance, in order (seq). Exactly one node is current while the ticket is open.
create table order_nodes (
  id                    serial primary key,
  inst_id               integer not null references order_tickets (inst_id) on delete cascade,
  seq                   integer not null,
  node_id               integer not null references order_template_nodes (node_id),
  dtl_desc              varchar(100) not null,
  -- who handles this node
  response_user_id      integer references users (user_id),
  is_done               char(1) not null default '0' check (is_done in ('0', '1')),
  is_current            char(1) not null default '0' check (is_current in ('0', '1')),
  proposal              varchar(500) not null default '',
  next_response_user_id integer references users (user_id),
  user_define           char(1) not null default '0',
  area_code             varchar(4) not null,
  type                  varchar(10) not null default '',
  sms                   char(1) not null default '0',
  modifier              varchar(50) not null default '',
  modify_time           timestamptz,
  unique (inst_id, seq)
);
create index order_nodes_user_idx on order_nodes (response_user_id, is_current);

create table order_history (
  id        serial primary key,
  inst_id   integer not null references order_tickets (inst_id) on delete cascade,
  node_seq  integer,
  -- create, edit, sort, instance, custom, next, back, finish, terminate, supplement
  action    varchar(20) not null,
  user_id   integer references users (user_id) on delete set null,
  username  varchar(50) not null,
  proposal  varchar(500) not null default '',
  at        timestamptz not null default now()
);
create index order_history_inst_idx on order_history (inst_id, id);

-- Files attached to tickets: kept in the database (bytea), read back only through the attachment route.
create table order_attachments (
  id         varchar(32) primary key,
  org_code   varchar(30) not null references orgs (org_code),
  kind       varchar(8) not null,
  mime       varchar(60) not null,
  filename   varchar(200) not null,
  data       bytea not null,
  created_by integer references users (user_id) on delete set null,
  created_at timestamptz not null default now()
);

create table order_customer_services (
  id         serial primary key,
  inst_id    integer not null references order_tickets (inst_id) on delete cascade,
  cust_id    varchar(30) not null,
  begin_time date not null,
  end_time   date not null,
  price      numeric(12, 2) not null check (price >= 0),
  is_vip     char(1) not null check (is_vip in ('0', '1')),
  cst_level  varchar(10) not null default '',
  creator_id integer references users (user_id) on delete set null,
  created_at timestamptz not null default now()
);
