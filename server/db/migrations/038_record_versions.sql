-- The version of each shared record that people edit outside the administration screens: security-code
-- applications and their security management codes, operation codes, service tickets and deal SQL
-- configurations (docs/server.md#record-versions). Each update raises it by one and names the version it
-- read; a stale one changes nothing. A record keyed by its owner (one security management code per
-- institution, one SQL configuration per deal node) reads as version 0 before it exists, so an existing
-- one starts at 1.
alter table sec_applications add column version integer not null default 0;
alter table app_keys add column version integer not null default 0;
alter table order_tickets add column version integer not null default 0;
alter table sec_cainfo add column version integer not null default 1;
alter table deal_sql_configs add column version integer not null default 1;
