-- 交易日志 paged by keyset (docs/performance.md): a page after or before a row is read from the index in
-- the list's order (inf_time desc, id desc), and the last page from its other end, never past the rows
-- before it. One index per scope: an institution's log, and every institution's for the 9999 operator.
-- The institution's index replaces the one of migration 004, of which it is an extension.
create index deal_log_org_keyset_idx on deal_log (fixmedins_code, inf_time desc, id desc);
drop index deal_log_org_idx;
create index deal_log_keyset_idx on deal_log (inf_time desc, id desc);

-- A message id matched from its start (`msgid like 'H2101…%'`) whatever the database's collation: the
-- unique index of migration 004 serves such a prefix only under the C collation.
create index deal_log_msgid_prefix_idx on deal_log (msgid varchar_pattern_ops);
