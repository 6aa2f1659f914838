-- The service tickets' list reads the valid tickets newest first: a page asked by its number takes its
-- ticket numbers from this index alone, without reading the tickets before it
-- (docs/performance.md#deep-pages-and-isolation).
create index order_tickets_valid_idx on order_tickets (inst_id desc) where if_valid = '1';
