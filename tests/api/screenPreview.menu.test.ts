import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { fileHarness } from './helpers';

const { h } = await fileHarness();

interface TreeItem {
  title: string;
  name: string;
  child: TreeItem[];
}
const PREVIEW = '/home/screenPreview';
const tree = async (username: string) =>
  (await h.call<TreeItem[]>('GET', '/commondeal/api/menus/tree', { token: await h.tokenOf(username) })).data;
const grantedTo = () =>
  h.rows<{ role_name: string }>(
    `select r.role_name from role_menus rm join roles r using (role_id) join menus m using (menu_id)
     where m.menupath = $1 order by r.role_name`,
    [PREVIEW],
  );

describe('界面预览 menu entry (for ROLE_ADMIN of 9999)', () => {
  it('the operator admin sees 界面预览 under 系统管理; an institution user does not', async () => {
    const admin = await tree('admin');
    const system = admin.find((g) => g.title === '系统管理')!;
    expect(system.child.map((c) => [c.name, c.title])).toContainEqual([PREVIEW, '界面预览']);
    const org = await tree('H21010200001');
    expect(org.flatMap((g) => g.child.map((c) => c.name))).not.toContain(PREVIEW);
    expect(await grantedTo()).toEqual([{ role_name: 'ROLE_ADMIN' }]);
  });

  it('migration 020 adds the entry to a database seeded before it, once, for ROLE_ADMIN only', async () => {
    await h.db.query('delete from menus where menupath = $1', [PREVIEW]);
    await h.db.query("delete from schema_migrations where version = '020_screen_preview_menu'");
    expect(await migrate(h.db)).toEqual(['020_screen_preview_menu']);
    await h.db.query("delete from schema_migrations where version = '020_screen_preview_menu'");
    await migrate(h.db);
    const rows = await h.rows<{ menuname: string; parent: string }>(
      `select m.menuname, p.menuname as parent from menus m join menus p on p.menu_id = m.parent_id
       where m.menupath = $1`,
      [PREVIEW],
    );
    expect(rows).toEqual([{ menuname: '界面预览', parent: '系统管理' }]);
    expect(await grantedTo()).toEqual([{ role_name: 'ROLE_ADMIN' }]);
  });
});
