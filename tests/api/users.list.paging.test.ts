/**
 * The user list pages in SQL with an indexed substring filter and a cheap total (exact up to
 * 10,000 matches, the planner's estimate of the table above when nothing filters).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_MAX } from '../../server/repositories/paging';
import { BOOT_TIMEOUT, fileHarness } from './helpers';

interface UserRow {
  userId: number;
  username: string;
  contact: string;
}
interface Page {
  records: UserRow[];
  total: number;
}

const U = '/commondeal/api/user-manage';
const ORG = 'H21010200001';

const { h, admin } = await fileHarness({ admin: 'admin' });
beforeAll(async () => {
  // 45 users named pg_user_01…45 (contact 张三_n), and one whose name holds a literal %.
  await h.rows(
    `insert into users (username, password_hash, org_code, org_name, contact)
     select 'pg_user_' || lpad(g::text, 2, '0'), 'x', $1, '沈阳市示范医院', '张三_' || g from generate_series(1, 45) g`,
    [ORG],
  );
  await h.rows(
    `insert into users (username, password_hash, org_code, org_name) values ('pg%odd', 'x', $1, '沈阳市示范医院')`,
    [ORG],
  );
}, BOOT_TIMEOUT);

const list = (body: Record<string, unknown>) => h.call<Page>('POST', U, { token: admin, body });

describe('POST /commondeal/api/user-manage pages in SQL', () => {
  it('page 2 of a filtered list holds the next rows by user id and the total of every match', async () => {
    const ids = (
      await h.rows<{ user_id: number }>(
        "select user_id from users where username like 'pg\\_user\\_%' order by user_id",
      )
    ).map((r) => r.user_id);
    expect(ids).toHaveLength(45);
    const res = await list({ page: { size: 20, current: 2 }, user: 'pg_user_' });
    expect(res.data.total).toBe(45);
    expect(res.data.records.map((r) => r.userId)).toEqual(ids.slice(20, 40));
    const last = await list({ page: { size: 20, current: 3 }, user: 'pg_user_' });
    expect(last.data).toMatchObject({ total: 45 });
    expect(last.data.records.map((r) => r.userId)).toEqual(ids.slice(40));
  });

  it('the answer never carries more than a page', async () => {
    const res = await list({ page: { size: 10, current: 1 } });
    expect(res.data.records).toHaveLength(10);
    expect(res.data.total).toBe((await h.rows('select 1 from users')).length);
  });

  it('the filter is a part of the user name or the contact, taken literally (% and _ are not wildcards)', async () => {
    const byContact = await list({ page: { size: 10, current: 1 }, user: '张三_4' });
    expect(byContact.data.records.map((r) => r.username).sort()).toEqual([
      'pg_user_04',
      'pg_user_40',
      'pg_user_41',
      'pg_user_42',
      'pg_user_43',
      'pg_user_44',
      'pg_user_45',
    ]);
    const percent = await list({ page: { size: 10, current: 1 }, user: 'pg%' });
    expect(percent.data).toMatchObject({ total: 1, records: [{ username: 'pg%odd' }] });
  });

  it(`a total above ${EXACT_TOTAL_MAX} matches is not counted row by row: it is the planner's estimate`, async () => {
    await h.rows(
      `insert into users (username, password_hash, org_code, org_name)
       select 'bulk_' || g, 'x', $1, '沈阳市示范医院' from generate_series(1, $2::int) g`,
      [ORG, 10 * EXACT_TOTAL_MAX],
    );
    await h.rows('analyze users');
    const filtered = await list({ page: { size: 10, current: 2 }, user: 'bulk_' });
    expect(filtered.data.total).toBeGreaterThan(EXACT_TOTAL_MAX);
    expect(filtered.data.records).toHaveLength(10);
    const all = await list({ page: { size: 10, current: 2 } });
    const real = (await h.rows<{ n: number }>('select count(*)::int as n from users'))[0]!.n;
    expect(all.data.total).toBeGreaterThan(EXACT_TOTAL_MAX);
    expect(Math.abs(all.data.total - real) / real).toBeLessThan(0.1);
  });

  it('two characters (a Chinese name) find every user name or contact holding them, taken literally', async () => {
    await h.rows(
      `insert into users (username, password_hash, org_code, org_name, contact)
       select 'bigram_' || g, 'x', $1, '沈阳市示范医院', c
       from unnest(array['张伟', '李张伟', '张伟明', '张 伟', '伟张']) with ordinality as x(c, g)`,
      [ORG],
    );
    const few = await list({ page: { size: 10, current: 1 }, user: '张伟' });
    expect(few.data.records.map((r) => r.contact)).toEqual(['张伟', '李张伟', '张伟明']);
    expect(few.data.total).toBe(3);
    const percent = await list({ page: { size: 10, current: 1 }, user: 'g%' });
    expect(percent.data.records.map((r) => r.username)).toEqual(['pg%odd']);
    expect((await list({ page: { size: 10, current: 1 }, user: '规模' })).data).toEqual({
      records: [],
      total: 0,
    });
  });

  it('two characters matching thousands of users page like any filter, in user id order', async () => {
    await h.rows(
      `insert into users (username, password_hash, org_code, org_name, contact)
       select 'wf_' || g, 'x', $1, '沈阳市示范医院', '王芳' || g from generate_series(1, 2500) g`,
      [ORG],
    );
    const ids = (
      await h.rows<{ user_id: number }>(
        "select user_id from users where contact like '%王芳%' order by user_id",
      )
    ).map((r) => r.user_id);
    const page = await list({ page: { size: 20, current: 7 }, user: '王芳' });
    expect(page.data.records.map((r) => r.userId)).toEqual(ids.slice(120, 140));
    expect(page.data.total).toBeGreaterThanOrEqual(140);
  });

  it("two characters are paged from the index of the names' pieces, which follows every change of a name", async () => {
    const plan = await h.db.tx(async (t) => {
      await t.query('set local enable_seqscan = off');
      return t.query<Record<string, string>>(
        "explain select user_id from user_name_pieces where piece = '张伟' order by user_id limit 10 offset 10",
      );
    });
    expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toMatch(/user_name_pieces_pkey/);
    const [user] = await h.rows<{ id: number }>(
      `insert into users (username, password_hash, org_code, org_name, contact)
       values ('pieces_1', 'x', $1, '沈阳市示范医院', '欧阳修') returning user_id as id`,
      [ORG],
    );
    const found = async (name: string) =>
      (await list({ page: { size: 10, current: 1 }, user: name })).data.records.map((r) => r.username);
    expect(await found('阳修')).toEqual(['pieces_1']);
    await h.rows("update users set contact = '司马光' where user_id = $1", [user!.id]);
    expect(await found('阳修')).toEqual([]);
    expect(await found('司马')).toEqual(['pieces_1']);
    await h.rows("update users set username = 'pieces_renamed' where user_id = $1", [user!.id]);
    expect(await found('马光')).toEqual(['pieces_renamed']);
    await h.rows('delete from users where user_id = $1', [user!.id]);
    expect(await found('马光')).toEqual([]);
    expect(await h.rows('select 1 from user_name_pieces where user_id = $1', [user!.id])).toEqual([]);
  });

  it('two characters within an organisation page its few accounts holding them', async () => {
    await h.rows(
      `insert into users (username, password_hash, org_code, org_name, contact)
       select 'org_piece_a', 'x', $1::text, '沈阳市示范医院', '上官婉'
       union all select 'org_piece_b', 'x', org_code, org_name, '上官婉' from orgs where org_code <> $1::text limit 2`,
      [ORG],
    );
    const page = await h.call<Page>('POST', U, {
      token: admin,
      body: { page: { size: 10, current: 1 }, user: '上官', orgCode: ORG },
    });
    expect(page.data.records.map((r) => r.username)).toEqual(['org_piece_a']);
    expect(page.data.total).toBe(1);
  });

  it('the substring filter can use the trigram index on user names', async () => {
    const plan = await h.db.tx(async (t) => {
      await t.query('set local enable_seqscan = off');
      return t.query<Record<string, string>>(
        "explain select user_id from users u where u.username like '%ser_12%' or u.contact like '%ser_12%'",
      );
    });
    expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toMatch(/users_username_trgm_idx/);
  });
});
