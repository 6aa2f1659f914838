-- 界面预览 in a database seeded before it: under 系统管理, last, for ROLE_ADMIN only. A fresh database gets it from
-- the demo seed (seedMenus.ts), which runs after the migrations.

insert into menus (menupath, menuname, parent_id, icon, gradation)
select '/home/screenPreview', '界面预览', g.menu_id, '',
       coalesce((select max(c.gradation) from menus c where c.parent_id = g.menu_id), 0) + 1
from menus g
where g.parent_id is null and g.menuname = '系统管理'
  and not exists (select 1 from menus m where m.menupath = '/home/screenPreview');

insert into role_menus (role_id, menu_id)
select r.role_id, m.menu_id
from roles r, menus m
where r.role_name = 'ROLE_ADMIN' and m.menupath = '/home/screenPreview'
on conflict do nothing;
