-- A message id prefix of 交易日志 (a day of a large hospital: ~16,000 rows) without reading its rows
-- (docs/performance.md): the prefix index holds each row's institution, time and id as well, so the page is
-- chosen by an index-only scan and only its rows are read. It replaces the prefix index of migration 024.
create index deal_log_msgid_cover_idx on deal_log (msgid varchar_pattern_ops) include (fixmedins_code, inf_time, id);
drop index deal_log_msgid_prefix_idx;
