-- A production start refuses a database where an account still has a public demo password. Checking a
-- hash is a full scrypt per demo password, so each start checks only the hashes not checked before: here
-- the account and the md5 of the hash found clean (a new or changed hash no longer matches its row).
create table password_checks (
  user_id   integer primary key references users (user_id) on delete cascade,
  hash_md5  text not null
);
