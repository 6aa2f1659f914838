-- 交易日志 by a message id prefix of an institution's day (its first 20 characters: the institution's code
-- and the date it was sent), in the list's order (docs/performance.md#keyset-paging-of-交易日志): any page of
-- the day is read from here without sorting the day's rows.
create index deal_log_msgid_day_idx on deal_log (left(msgid, 20), inf_time desc, id desc);
