-- Authentication hardening: per-account login lockout shared by every instance on this database, and wrong
-- tries on SMS codes.

-- Failed password logins per login name (whether the account exists or not, so a lock tells nothing
-- about which accounts exist). `failures` counts the attempts since the last success or lock (an attempt
-- is counted before its password is checked, so parallel guesses cannot overtake the lock); `locks`
-- counts the locks in a row, each twice as long as the previous one.
create table login_failures (
  username        varchar(50) primary key,
  failures        integer not null default 0,
  locks           integer not null default 0,
  locked_until    timestamptz,
  last_failure_at timestamptz not null default now()
);
create index login_failures_last_idx on login_failures (last_failure_at);

-- Wrong tries against an SMS code: the fifth burns it.
alter table sms_outbox add column attempts integer not null default 0;
create index sms_outbox_created_idx on sms_outbox (created_at);
