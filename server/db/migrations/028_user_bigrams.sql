-- The user list's filter of two characters (a Chinese name: 张伟) by index: a trigram index cannot serve a
-- substring shorter than three characters, so at 100,000 users each such search read the whole table
-- (docs/performance.md). Each account keeps the two-character pieces of its user name and contact, in a
-- GIN index: a name contains two characters exactly when its pieces hold them.
create function user_bigrams(s text) returns text[] language sql immutable strict parallel safe as $$
  select coalesce(array_agg(distinct substr(s, i, 2)), '{}'::text[])
    from generate_series(1, char_length(s) - 1) as i
$$;
alter table users add column name_pieces text[]
  generated always as (user_bigrams(username) || user_bigrams(contact)) stored;
create index users_name_pieces_idx on users using gin (name_pieces);
