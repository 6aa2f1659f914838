-- The filters of 对账冲正查询 at a million settlements (docs/performance.md): the few reversed settlements
-- (已冲正) from a partial index of their own, and one person's settlements (psn_no) in the list's order, so
-- that neither walks the whole period. Each per institution, as the list is.
create index center_settlements_reversed_idx on center_settlements (fixmedins_code, setl_time desc, setl_id desc)
  where reversed;
create index center_settlements_psn_idx on center_settlements (fixmedins_code, psn_no, setl_time desc, setl_id desc);
