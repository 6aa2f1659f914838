-- 对账冲正查询's settlements counted per institution and hour (UTC hours: a China day is 24 of them), as
-- migration 034 does for 交易日志: a page asked by its number starts at the hour holding its first row
-- (docs/performance.md#deep-pages-and-isolation). Kept exact by statement triggers; the few settlements
-- hidden from the list (reversal_marks.hidden) are subtracted when a page is asked.
create table settlement_hours (
  fixmedins_code varchar(30) not null,
  hour           timestamptz not null,
  n              integer     not null,
  primary key (fixmedins_code, hour)
);

insert into settlement_hours (fixmedins_code, hour, n)
  select fixmedins_code, date_trunc('hour', setl_time, 'UTC'), count(*) from center_settlements group by 1, 2;

create function settlement_hours_added() returns trigger language plpgsql as $$
begin
  -- In key order, so that two statements touching the same hours lock them in the same order.
  insert into settlement_hours (fixmedins_code, hour, n)
    select fixmedins_code, date_trunc('hour', setl_time, 'UTC'), count(*) from added group by 1, 2 order by 1, 2
  on conflict (fixmedins_code, hour) do update set n = settlement_hours.n + excluded.n;
  return null;
end $$;

create function settlement_hours_removed() returns trigger language plpgsql as $$
begin
  update settlement_hours h set n = h.n - r.n
    from (select fixmedins_code, date_trunc('hour', setl_time, 'UTC') as hour, count(*) as n
            from removed group by 1, 2 order by 1, 2) r
   where h.fixmedins_code = r.fixmedins_code and h.hour = r.hour;
  return null;
end $$;

-- An update moves only the rows whose institution or hour changed (a reversal, which changes neither,
-- touches no count).
create function settlement_hours_moved() returns trigger language plpgsql as $$
begin
  with moved as (
    select o.fixmedins_code as old_code, date_trunc('hour', o.setl_time, 'UTC') as old_hour,
           n.fixmedins_code as new_code, date_trunc('hour', n.setl_time, 'UTC') as new_hour
      from removed o join added n on n.setl_id = o.setl_id
     where o.fixmedins_code <> n.fixmedins_code or date_trunc('hour', o.setl_time, 'UTC') <> date_trunc('hour', n.setl_time, 'UTC')
  ), delta as (
    select fixmedins_code, hour, sum(n)::int as n from (
      select old_code as fixmedins_code, old_hour as hour, -1 as n from moved
      union all select new_code, new_hour, 1 from moved) d
    group by 1, 2 order by 1, 2
  )
  insert into settlement_hours (fixmedins_code, hour, n) select fixmedins_code, hour, n from delta
  on conflict (fixmedins_code, hour) do update set n = settlement_hours.n + excluded.n;
  return null;
end $$;

create trigger settlement_hours_insert after insert on center_settlements
  referencing new table as added for each statement execute function settlement_hours_added();
create trigger settlement_hours_delete after delete on center_settlements
  referencing old table as removed for each statement execute function settlement_hours_removed();
create trigger settlement_hours_update after update on center_settlements
  referencing old table as removed new table as added for each statement execute function settlement_hours_moved();

-- The hidden settlements, found without reading every mark.
create index reversal_marks_hidden_idx on reversal_marks (setl_id) where hidden;
