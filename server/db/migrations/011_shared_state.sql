-- What several server instances on one PostgreSQL must share besides sessions, captchas and SMS codes:
-- the password-encryption key pair and the rate-limit counters.

-- The RSA key pair: one row. The first instance to start inserts its pair (on conflict do nothing),
-- every instance then uses the row that won. The public key is derived from the private one.
create table rsa_key_pair (
  id          smallint primary key default 1 check (id = 1),
  private_pem text not null,
  created_at  timestamptz not null default now()
);

-- One fixed window per rate-limited route and client key (by default the client address). Counted by
-- an upsert, so 20 attempts a minute means 20 across all instances; expired windows are deleted.
create table rate_limit_hits (
  route      text not null,
  key        text not null,
  hits       integer not null,
  expires_at timestamptz not null,
  primary key (route, key)
);
create index rate_limit_hits_expires_at on rate_limit_hits (expires_at);
