-- 对账冲正查询 paged by keyset (docs/performance.md): a page after or before a settlement is read from the
-- index in the list's order (setl_time desc, setl_id desc), the last page from its other end. One index per
-- scope: an institution's settlements, and every institution's for the 9999 operator. The institution's
-- index replaces the one of migration 005, of which it is an extension.
create index center_settlements_org_keyset_idx on center_settlements (fixmedins_code, setl_time desc, setl_id desc);
drop index center_settlements_org_idx;
create index center_settlements_keyset_idx on center_settlements (setl_time desc, setl_id desc);
