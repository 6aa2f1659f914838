-- The reversal screens (对账冲正查询, 冲正, 冲正（二）, 对账与冲正) and the payment gate.
--
-- reversal_passwords: the per-institution reversal password, scrypt-hashed, with the
--   count of wrong tries (five in a row lock it for 15 minutes).
-- reversal_unlocks: a user who gave the right password may reverse for the institution for 10 minutes.
-- reversal_marks: what the platform keeps per center settlement besides the center: maintained (已维护),
--   deleted from the reversal list (upd-valid), who reversed it and when.
-- reversal_fees: the service fee to pay before reversing a settlement (pay_flag '0'); a settlement
--   without a row, or with pay_flag '1', needs no payment.
-- reversal_payments: the pay codes of the simulated mobile wallet (sha256 of the code in the QR URL),
--   paid once confirmed on the wallet page.

create table reversal_passwords (
  fixmedins_code varchar(30) primary key,
  password_hash  text not null,
  failed_count   integer not null default 0,
  locked_until   timestamptz,
  updated_at     timestamptz not null default now()
);

create table reversal_unlocks (
  user_id        bigint not null,
  fixmedins_code varchar(30) not null,
  expires_at     timestamptz not null,
  primary key (user_id, fixmedins_code)
);

create table reversal_marks (
  setl_id        varchar(30) primary key,
  fixmedins_code varchar(30) not null,
  maintained     boolean not null default false,
  maintained_by  varchar(64),
  maintained_at  timestamptz,
  hidden         boolean not null default false,
  reversed_by    varchar(64),
  reversed_at    timestamptz
);

create table reversal_fees (
  setl_id        varchar(30) primary key,
  fixmedins_code varchar(30) not null,
  amount         numeric(16, 2) not null check (amount >= 0),
  pay_flag       char(1) not null default '0' check (pay_flag in ('0', '1'))
);

create table reversal_payments (
  id             bigserial primary key,
  code_hash      char(64) not null unique,
  setl_id        varchar(30) not null,
  fixmedins_code varchar(30) not null,
  amount         numeric(16, 2) not null,
  created_by     varchar(64) not null,
  created_at     timestamptz not null default now(),
  expires_at     timestamptz not null,
  paid_at        timestamptz
);
create index reversal_payments_setl_idx on reversal_payments (fixmedins_code, setl_id);
