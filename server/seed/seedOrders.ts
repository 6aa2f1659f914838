/**
 * Service-ticket demo data, a versioned seed step after the deals': the platform's ticket
 * handlers (accounts named after their mobile numbers, as logins require) (ROLE_ORDER, staff of the 9999 operator serving an area), order types and templates for the
 * areas 2101 (沈阳) and 2102 (大连), and tickets in every state moved through the real workflow.
 */
import { hashPassword, SCRYPT_N } from '../services/passwords';
import { customStep, handle, instantiate, terminate } from '../services/orderWorkflow';
import { addHistory, nodesOf } from '../repositories/orderSteps';
import { getTicket, insertTicket } from '../repositories/orderTickets';
import { runOnce } from '../db/migrate';
import type { Db } from '../db';

export const ORDERS_SEED_VERSION = 'seed_orders_v1';
export const ORDER_ROLE = ['ROLE_ORDER', '服务单办理'] as const;

/** The ticket handlers (password Demo@2026), listed in the README. */
export const ORDER_STAFF = [
  {
    key: 'kefu2101',
    username: '13700000001',
    contact: '王静',
    userTypeId: 4,
    areaCode: '2101',
    mobile: '13700000001',
    note: '沈阳 客服（受理、回访）',
  },
  {
    key: 'jishu2101',
    username: '13700000002',
    contact: '张强',
    userTypeId: 5,
    areaCode: '2101',
    mobile: '13700000002',
    note: '沈阳 技术支持',
  },
  {
    key: 'shenhe2101',
    username: '13700000003',
    contact: '刘洋',
    userTypeId: 6,
    areaCode: '2101',
    mobile: '13700000003',
    note: '沈阳 业务审核',
  },
  {
    key: 'kefu2102',
    username: '13700000004',
    contact: '陈静',
    userTypeId: 4,
    areaCode: '2102',
    mobile: '13700000004',
    note: '大连 客服',
  },
] as const;
const PASSWORD = 'Demo@2026';

/** [area, description, parent description or null, templates]. */
const TYPES: readonly (readonly [string, string, string | null, readonly string[]])[] = [
  ['2101', '系统故障', null, ['系统故障处理流程']],
  ['2101', '接口对接', null, ['自定义处理流程']],
  ['2101', '业务咨询', null, ['系统故障处理流程', '自定义处理流程']],
  ['2101', '其他', null, []],
  ['2101', '登录问题', '系统故障', ['系统故障处理流程']],
  ['2102', '系统故障', null, ['大连故障处理流程']],
  ['2102', '业务咨询', null, ['大连故障处理流程']],
];

/** [area, description, userDefine, nodes [description, responsible user type]]. */
const TEMPLATES: readonly (readonly [string, string, '0' | '1', readonly (readonly [string, number])[]])[] = [
  [
    '2101',
    '系统故障处理流程',
    '0',
    [
      ['客服受理', 4],
      ['技术处理', 5],
      ['客服回访', 4],
    ],
  ],
  [
    '2101',
    '自定义处理流程',
    '1',
    [
      ['客服受理', 4],
      ['技术处理', 5],
      ['业务审核', 6],
      ['客服回访', 4],
    ],
  ],
  [
    '2102',
    '大连故障处理流程',
    '0',
    [
      ['客服受理', 4],
      ['客服回访', 4],
    ],
  ],
];

async function seedCatalogue(t: Db): Promise<{ types: Map<string, number>; templates: Map<string, number> }> {
  const templates = new Map<string, number>();
  for (const [area, desc, userDefine, nodes] of TEMPLATES) {
    const { rows } = await t.query<{ id: number }>(
      `insert into order_templates (template_desc, area_code, user_define, creator, modifier)
       values ($1, $2, $3, 'admin', 'admin') returning template_id as id`,
      [desc, area, userDefine],
    );
    templates.set(`${area}${desc}`, rows[0]!.id);
    for (const [i, [nodeDesc, typeId]] of nodes.entries())
      await t.query(
        'insert into order_template_nodes (template_id, seq, node_desc, response_type_id) values ($1, $2, $3, $4)',
        [rows[0]!.id, i + 1, nodeDesc, typeId],
      );
  }
  const types = new Map<string, number>();
  for (const [area, desc, parent, mapped] of TYPES) {
    const { rows } = await t.query<{ id: number }>(
      `insert into order_types (order_type_desc, parent_type_id, area_code) values ($1, $2, $3)
       returning order_type_id as id`,
      [desc, parent ? types.get(`${area}${parent}`) : null, area],
    );
    types.set(`${area}${desc}`, rows[0]!.id);
    for (const m of mapped)
      await t.query('insert into order_type_templates (order_type_id, template_id) values ($1, $2)', [
        rows[0]!.id,
        templates.get(`${area}${m}`),
      ]);
  }
  return { types, templates };
}

async function seedStaff(t: Db, cost: number): Promise<Map<string, { userId: number; username: string }>> {
  const { rows: role } = await t.query<{ id: number }>(
    'insert into roles (role_name, role_cnname) values ($1, $2) returning role_id as id',
    [...ORDER_ROLE],
  );
  const roleId = role[0]!.id;
  await t.query(
    `insert into role_menus (role_id, menu_id)
     select $1::int, m.menu_id from menus m where m.menupath = '/home/orderHandle'
     union select $1::int, m.parent_id from menus m where m.menupath = '/home/orderHandle' and m.parent_id is not null
     on conflict do nothing`,
    [roleId],
  );
  const out = new Map<string, { userId: number; username: string }>();
  // Each account its own salt, as every other demo account (a shared hash would tell who shares a
  // password); in parallel, as at 2^17 each takes about half a second.
  const hashes = await Promise.all(ORDER_STAFF.map(() => hashPassword(PASSWORD, cost)));
  for (const [i, s] of ORDER_STAFF.entries()) {
    const hash = hashes[i];
    const { rows } = await t.query<{ id: number }>(
      `insert into users (username, password_hash, org_code, org_name, contact, mobile, user_type_id)
       values ($1, $2, '9999', '平台运营中心', $3, $4, $5) returning user_id as id`,
      [s.username, hash, s.contact, s.mobile, s.userTypeId],
    );
    const userId = rows[0]!.id;
    await t.query('insert into user_roles (user_id, role_id) values ($1, $2)', [userId, roleId]);
    await t.query('insert into order_staff (user_id, area_code) values ($1, $2)', [userId, s.areaCode]);
    out.set(s.key, { userId, username: s.username });
  }
  return out;
}

const actor = (u: { userId: number; username: string }) => ({ ...u, orgCode: '9999', roles: ['ROLE_ORDER'] });

export async function seedOrders(db: Db, opts: { scryptN?: number } = {}): Promise<boolean> {
  return runOnce(db, ORDERS_SEED_VERSION, async (t) => {
    const { types, templates } = await seedCatalogue(t);
    const staff = await seedStaff(t, opts.scryptN ?? SCRYPT_N);
    const { rows: adminRows } = await t.query<{ userId: number }>(
      `select user_id as "userId" from users where username = 'admin'`,
    );
    const admin = { userId: adminRows[0]!.userId, username: 'admin', orgCode: '9999', roles: ['ROLE_ADMIN'] };
    const { rows: creators } = await t.query<{
      userId: number;
      username: string;
      orgName: string;
      contact: string;
      mobile: string;
      orgCode: string;
    }>(
      `select u.user_id as "userId", u.username, u.org_name as "orgName", u.contact, u.mobile, u.org_code as "orgCode"
         from users u where u.username in ('H21010200001', 'P21010200002') order by u.username`,
    );
    const hospital = creators.find((c) => c.username === 'H21010200001')!;
    const pharmacy = creators.find((c) => c.username === 'P21010200002')!;
    const file = async (who: typeof hospital, type: string, title: string, content: string) => {
      const instId = await insertTicket(
        t,
        { orgCode: who.orgCode, orgName: who.orgName, areaCode: '2101' },
        {
          type: types.get(`2101${type}`)!,
          title,
          content,
          contact: who.contact,
          mobile: who.mobile || '13800000001',
          picsUrl: '',
          fileUrl: '',
        },
        who.userId,
      );
      await addHistory(t, { instId, action: 'create', userId: who.userId, username: who.username });
      return instId;
    };
    const step = async (instId: number, who: string, proposal: string, finish?: '1') => {
      const node = (await nodesOf(t, instId)).find((n) => n.isCurrent === '1')!;
      const { version } = (await getTicket(t, instId))!;
      await handle(t, { id: node.id, instId, proposal, finish, version }, actor(staff.get(who)!));
    };
    const plain = templates.get('2101系统故障处理流程')!;
    const custom = templates.get('2101自定义处理流程')!;

    // Submitted, not classified yet (two: one to edit, one to classify).
    await file(hospital, '系统故障', '医保结算接口响应超时', '门诊结算时 2207 接口多次超时，请协助排查。');
    await file(pharmacy, '接口对接', '申请对接新版进销存接口', '药房计划升级进销存系统，需要新版接口文档。');
    // In progress at the first node.
    const a = await file(hospital, '系统故障', '读卡失败', '社保卡读卡器报错“卡片无响应”。');
    await instantiate(t, a, plain, admin);
    // In progress at the second node.
    const b = await file(
      hospital,
      '业务咨询',
      '异地就医备案咨询',
      '患者异地就医备案后结算报错，请说明处理办法。',
    );
    await instantiate(t, b, plain, admin);
    await step(b, 'kefu2101', '已受理，转技术处理');
    // A custom flow at its first node, with a custom next step configured.
    const c = await file(pharmacy, '接口对接', '药品目录对照接口对接', '药品目录 1301 对照后下载失败。');
    await instantiate(t, c, custom, admin);
    const techNode = (
      await t.query<{ id: number }>(
        `select node_id as id from order_template_nodes where template_id = $1 and seq = 2`,
        [custom],
      )
    ).rows[0]!.id;
    await customStep(
      t,
      { instId: c, dtlId: techNode, responseUserId: staff.get('jishu2101')!.userId, sms: '0' },
      admin,
    );
    // Closed: finished.
    const d = await file(hospital, '系统故障', '打印结算单乱码', '结算单打印时中文显示为乱码。');
    await instantiate(t, d, plain, admin);
    await step(d, 'kefu2101', '已受理');
    await step(d, 'jishu2101', '已更新打印字体配置');
    await step(d, 'kefu2101', '已回访，问题解决', '1');
    // Closed: terminated.
    const e = await file(hospital, '业务咨询', '重复提交的咨询', '与上一条咨询重复。');
    await instantiate(t, e, plain, admin);
    const node = (await nodesOf(t, e)).find((n) => n.isCurrent === '1')!;
    const { version } = (await getTicket(t, e))!;
    await terminate(
      t,
      { id: node.id, instId: e, proposal: '重复提交，终止', version },
      actor(staff.get('kefu2101')!),
    );
  });
}
