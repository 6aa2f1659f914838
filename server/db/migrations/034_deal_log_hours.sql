-- 交易日志's rows counted per institution and hour (UTC hours: a China day is 24 of them), so that a page
-- asked by its number is found without reading the rows before it (docs/performance.md#deep-pages-and-isolation):
-- the hours' counts, newest first, tell which hour holds the page's first row and how many rows come
-- before that hour; the page is then read from that hour on, skipping at most that hour's rows. Kept
-- exact by statement triggers (one upsert per statement, however many rows it writes).
create table deal_log_hours (
  fixmedins_code varchar(30) not null,
  hour           timestamptz not null,
  n              integer     not null,
  primary key (fixmedins_code, hour)
);

insert into deal_log_hours (fixmedins_code, hour, n)
  select fixmedins_code, date_trunc('hour', inf_time, 'UTC'), count(*) from deal_log group by 1, 2;

create function deal_log_hours_added() returns trigger language plpgsql as $$
begin
  -- In key order, so that two statements touching the same hours lock them in the same order.
  insert into deal_log_hours (fixmedins_code, hour, n)
    select fixmedins_code, date_trunc('hour', inf_time, 'UTC'), count(*) from added group by 1, 2 order by 1, 2
  on conflict (fixmedins_code, hour) do update set n = deal_log_hours.n + excluded.n;
  return null;
end $$;

create function deal_log_hours_removed() returns trigger language plpgsql as $$
begin
  update deal_log_hours h set n = h.n - r.n
    from (select fixmedins_code, date_trunc('hour', inf_time, 'UTC') as hour, count(*) as n
            from removed group by 1, 2 order by 1, 2) r
   where h.fixmedins_code = r.fixmedins_code and h.hour = r.hour;
  return null;
end $$;

-- An update moves only the rows whose institution or hour changed (a reversal, which changes neither,
-- touches no count).
create function deal_log_hours_moved() returns trigger language plpgsql as $$
begin
  with moved as (
    select o.fixmedins_code as old_code, date_trunc('hour', o.inf_time, 'UTC') as old_hour,
           n.fixmedins_code as new_code, date_trunc('hour', n.inf_time, 'UTC') as new_hour
      from removed o join added n on n.id = o.id
     where o.fixmedins_code <> n.fixmedins_code or date_trunc('hour', o.inf_time, 'UTC') <> date_trunc('hour', n.inf_time, 'UTC')
  ), delta as (
    select fixmedins_code, hour, sum(n)::int as n from (
      select old_code as fixmedins_code, old_hour as hour, -1 as n from moved
      union all select new_code, new_hour, 1 from moved) d
    group by 1, 2 order by 1, 2
  )
  insert into deal_log_hours (fixmedins_code, hour, n) select fixmedins_code, hour, n from delta
  on conflict (fixmedins_code, hour) do update set n = deal_log_hours.n + excluded.n;
  return null;
end $$;

create trigger deal_log_hours_insert after insert on deal_log
  referencing new table as added for each statement execute function deal_log_hours_added();
create trigger deal_log_hours_delete after delete on deal_log
  referencing old table as removed for each statement execute function deal_log_hours_removed();
create trigger deal_log_hours_update after update on deal_log
  referencing old table as removed new table as added for each statement execute function deal_log_hours_moved();
