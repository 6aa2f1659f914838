/** Service tickets, order types, templates and the nodes of their instances (migration 019). */
import type { Db } from '../db';
import { cheapTotal, pageClause, seen, type PageRequest } from './paging';
import { chinaTime } from './chinaTime';
import { containing } from './likePattern';

export interface TicketRecord {
  instId: number;
  orgCode: string;
  orgName: string;
  title: string;
  content: string;
  type: number | null;
  typeName: string;
  templateId: number | null;
  templateDesc: string;
  isClose: string;
  status: string;
  contact: string;
  mobile: string;
  createTime: string;
  areaCode: string;
  picsUrl: string;
  fileUrl: string;
  cstLevel: string;
  userDefine: string;
}

const TICKET_SELECT = `select t.inst_id as "instId", t.org_code as "orgCode", t.org_name as "orgName", t.title,
    t.content, t.type, coalesce(ty.order_type_desc, '') as "typeName", t.template_id as "templateId",
    coalesce(tp.template_desc, '') as "templateDesc", t.is_close as "isClose", t.status, t.contact, t.mobile,
    ${chinaTime('t.create_time')} as "createTime", t.area_code as "areaCode", t.pics_url as "picsUrl",
    t.file_url as "fileUrl", t.cst_level as "cstLevel", coalesce(tp.user_define, '') as "userDefine"
  from order_tickets t
  left join order_types ty on ty.order_type_id = t.type
  left join order_templates tp on tp.template_id = t.template_id`;

export interface TicketFilter {
  orgCode?: string;
  orgName?: string;
  /** '4' or absent: every status. */
  status?: string;
  title?: string;
  areaCode?: string;
}

export async function listTickets(
  db: Db,
  f: TicketFilter,
  page: PageRequest,
): Promise<{ records: TicketRecord[]; total: number }> {
  const where = `where t.if_valid = '1' and ($1::text is null or t.org_code = $1)
      and ($2::text is null or t.org_name like $2) and ($3::text is null or t.status = $3)
      and ($4::text is null or t.title like $4) and ($5::text is null or t.area_code = $5)`;
  const params = [
    f.orgCode || null,
    f.orgName ? containing(f.orgName) : null,
    f.status && f.status !== '4' ? f.status : null,
    f.title ? containing(f.title) : null,
    f.areaCode || null,
  ];
  const p = pageClause(page, params.length);
  const { rows } = await db.query<TicketRecord>(
    `${TICKET_SELECT} ${where} order by t.inst_id desc ${p.sql}`,
    [...params, ...p.params],
  );
  const total = await cheapTotal(db, `from order_tickets t ${where}`, params, seen(page, rows.length));
  return { records: rows, total };
}

export async function getTicket(db: Db, instId: number, lock = false): Promise<TicketRecord | undefined> {
  if (lock) await db.query('select 1 from order_tickets where inst_id = $1 for update', [instId]);
  const { rows } = await db.query<TicketRecord>(`${TICKET_SELECT} where t.inst_id = $1`, [instId]);
  return rows[0];
}

export interface TicketInput {
  type: number;
  title: string;
  content: string;
  contact: string;
  mobile: string;
  picsUrl: string;
  fileUrl: string;
}

export async function insertTicket(
  db: Db,
  org: { orgCode: string; orgName: string; areaCode: string },
  t: TicketInput,
  creatorId: number,
): Promise<number> {
  const { rows } = await db.query<{ instId: number }>(
    `insert into order_tickets (org_code, org_name, area_code, title, content, type, contact, mobile,
       pics_url, file_url, creator_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning inst_id as "instId"`,
    [
      org.orgCode,
      org.orgName,
      org.areaCode,
      t.title,
      t.content,
      t.type,
      t.contact,
      t.mobile,
      t.picsUrl,
      t.fileUrl,
      creatorId,
    ],
  );
  return rows[0]!.instId;
}

export async function updateTicket(db: Db, instId: number, t: TicketInput): Promise<void> {
  await db.query(
    `update order_tickets set type = $2, title = $3, content = $4, contact = $5, mobile = $6, pics_url = $7,
       file_url = $8, if_valid = '1' where inst_id = $1`,
    [instId, t.type, t.title, t.content, t.contact, t.mobile, t.picsUrl, t.fileUrl],
  );
}

export interface OrderTypeRecord {
  orderTypeId: number;
  orderTypeDesc: string;
  parentTypeId: number | null;
  areaCode: string;
}

/** The order types of an area (undefined: every area). */
export async function listTypes(db: Db, areaCode: string | undefined): Promise<OrderTypeRecord[]> {
  const { rows } = await db.query<OrderTypeRecord>(
    `select order_type_id as "orderTypeId", order_type_desc as "orderTypeDesc",
       parent_type_id as "parentTypeId", area_code as "areaCode"
     from order_types where ($1::text is null or area_code = $1) order by order_type_id`,
    [areaCode ?? null],
  );
  return rows;
}

export async function getType(db: Db, typeId: number): Promise<OrderTypeRecord | undefined> {
  const { rows } = await db.query<OrderTypeRecord>(
    `select order_type_id as "orderTypeId", order_type_desc as "orderTypeDesc",
       parent_type_id as "parentTypeId", area_code as "areaCode" from order_types where order_type_id = $1`,
    [typeId],
  );
  return rows[0];
}

const TEMPLATE_SELECT = `select tp.template_id as "templateId", tp.template_desc as "templateDesc", tp.ver,
    ${chinaTime('tp.create_time')} as "createTime", tp.creator, ${chinaTime('tp.modify_time')} as "modifyTime",
    tp.modifier, tp.area_code as "areaCode", tp.user_define as "userDefine"
  from order_templates tp`;

export interface TemplateRecord {
  templateId: number;
  templateDesc: string;
  userDefine: string;
  areaCode: string;
}

export async function templatesOfType(
  db: Db,
  typeId: number,
  page: PageRequest,
): Promise<{ records: TemplateRecord[]; total: number }> {
  const where =
    'where exists (select 1 from order_type_templates m where m.template_id = tp.template_id and m.order_type_id = $1)';
  const p = pageClause(page, 1);
  const { rows } = await db.query<TemplateRecord>(
    `${TEMPLATE_SELECT} ${where} order by tp.template_id ${p.sql}`,
    [typeId, ...p.params],
  );
  const total = await cheapTotal(db, `from order_templates tp ${where}`, [typeId], seen(page, rows.length));
  return { records: rows, total };
}

export async function getTemplate(db: Db, templateId: number): Promise<TemplateRecord | undefined> {
  const { rows } = await db.query<TemplateRecord>(`${TEMPLATE_SELECT} where tp.template_id = $1`, [
    templateId,
  ]);
  return rows[0];
}

export async function typeHasTemplate(db: Db, typeId: number, templateId: number): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from order_type_templates where order_type_id = $1 and template_id = $2',
    [typeId, templateId],
  );
  return rows.length > 0;
}

export interface TemplateNodeRecord {
  nodeId: number;
  nodeDesc: string;
  responseTypeId: number;
  responser: string;
  templateId: number;
  seq: number;
}

const NODE_SELECT = `select n.node_id as "nodeId", n.node_desc as "nodeDesc", n.response_type_id as "responseTypeId",
    coalesce((select string_agg(coalesce(nullif(u.contact, ''), u.username), '、' order by u.user_id)
      from users u join order_staff s on s.user_id = u.user_id where u.user_type_id = n.response_type_id), '')
      as responser,
    n.template_id as "templateId", n.seq
  from order_template_nodes n`;

export async function templateNodes(
  db: Db,
  f: { templateId?: number; nodeId?: number },
  page: PageRequest,
): Promise<{ records: TemplateNodeRecord[]; total: number }> {
  const where = 'where ($1::int is null or n.template_id = $1) and ($2::int is null or n.node_id = $2)';
  const params = [f.templateId ?? null, f.nodeId ?? null];
  const p = pageClause(page, 2);
  const { rows } = await db.query<TemplateNodeRecord>(
    `${NODE_SELECT} ${where} order by n.template_id, n.seq ${p.sql}`,
    [...params, ...p.params],
  );
  const total = await cheapTotal(db, `from order_template_nodes n ${where}`, params, seen(page, rows.length));
  return { records: rows, total };
}

export async function getTemplateNode(db: Db, nodeId: number): Promise<TemplateNodeRecord | undefined> {
  const { rows } = await db.query<TemplateNodeRecord>(`${NODE_SELECT} where n.node_id = $1`, [nodeId]);
  return rows[0];
}

export async function nodesOfTemplate(db: Db, templateId: number): Promise<TemplateNodeRecord[]> {
  const { rows } = await db.query<TemplateNodeRecord>(
    `${NODE_SELECT} where n.template_id = $1 order by n.seq`,
    [templateId],
  );
  return rows;
}

export interface HandlerRecord {
  userId: number;
  username: string;
  contact: string;
  orgCode: string;
  orgName: string;
  userTypeId: number;
  areaCode: string;
  mobile: string;
}

const HANDLER_SELECT = `select u.user_id as "userId", u.username, u.contact, u.org_code as "orgCode",
    u.org_name as "orgName", u.user_type_id as "userTypeId", s.area_code as "areaCode", u.mobile
  from users u join order_staff s on s.user_id = u.user_id`;

/** The staff who may handle tickets, by area and user type (the user picker). */
export async function listHandlers(
  db: Db,
  f: { areaCode?: string; userTypeId?: number; user?: string; userId?: number },
  page: PageRequest,
): Promise<{ records: HandlerRecord[]; total: number }> {
  const where = `where u.if_valid = '1' and ($1::text is null or s.area_code = $1)
      and ($2::int is null or u.user_type_id = $2) and ($3::text is null or u.username like $3 or u.contact like $3)
      and ($4::int is null or u.user_id = $4)`;
  const params = [
    f.areaCode || null,
    f.userTypeId ?? null,
    f.user ? containing(f.user) : null,
    f.userId ?? null,
  ];
  const p = pageClause(page, 4);
  const { rows } = await db.query<HandlerRecord>(`${HANDLER_SELECT} ${where} order by u.user_id ${p.sql}`, [
    ...params,
    ...p.params,
  ]);
  const total = await cheapTotal(
    db,
    `from users u join order_staff s on s.user_id = u.user_id ${where}`,
    params,
    seen(page, rows.length),
  );
  return { records: rows, total };
}

export async function getHandler(db: Db, userId: number): Promise<HandlerRecord | undefined> {
  const { rows } = await db.query<HandlerRecord>(
    `${HANDLER_SELECT} where u.user_id = $1 and u.if_valid = '1'`,
    [userId],
  );
  return rows[0];
}

/** The first valid staff member of an area with this user type (node assignment). */
export async function firstHandler(
  db: Db,
  areaCode: string,
  userTypeId: number,
): Promise<HandlerRecord | undefined> {
  const { rows } = await db.query<HandlerRecord>(
    `${HANDLER_SELECT} where u.if_valid = '1' and s.area_code = $1 and u.user_type_id = $2 order by u.user_id limit 1`,
    [areaCode, userTypeId],
  );
  return rows[0];
}

export interface NodeRecord {
  id: number;
  instId: number;
  seq: number;
  nodeId: number;
  dtlDesc: string;
  isDone: string;
  isCurrent: string;
  proposal: string;
  responseUserId: number | null;
  responseUserName: string;
  nextResponseUserId: number | null;
  userDefine: string;
  areaCode: string;
  type: string;
  modifier: string;
  modifyTime: string;
}

const ORDER_NODE_SELECT = `select n.id, n.inst_id as "instId", n.seq, n.node_id as "nodeId", n.dtl_desc as "dtlDesc",
    n.is_done as "isDone", n.is_current as "isCurrent", n.proposal, n.response_user_id as "responseUserId",
    coalesce(nullif(u.contact, ''), u.username, '') as "responseUserName",
    n.next_response_user_id as "nextResponseUserId", n.user_define as "userDefine", n.area_code as "areaCode",
    n.type, n.modifier, coalesce(${chinaTime('n.modify_time')}, '') as "modifyTime"
  from order_nodes n left join users u on u.user_id = n.response_user_id`;

export async function nodesOf(db: Db, instId: number): Promise<NodeRecord[]> {
  const { rows } = await db.query<NodeRecord>(`${ORDER_NODE_SELECT} where n.inst_id = $1 order by n.seq`, [
    instId,
  ]);
  return rows;
}

export interface TodoRecord {
  id: number;
  instId: number;
  title: string;
  isDone: string;
  [field: string]: unknown;
}

/**
 * The caller's nodes: the current ones of open tickets (待办), or every node assigned to the caller
 * (全部工单, `all`).
 */
export async function listTodos(
  db: Db,
  userId: number,
  f: { all: boolean; instId?: number },
  page: PageRequest,
): Promise<{ records: TodoRecord[]; total: number }> {
  const where = `where n.response_user_id = $1 and ($2::boolean or (n.is_current = '1' and t.is_close = '0'))
      and ($3::int is null or n.inst_id = $3)`;
  const params = [userId, f.all, f.instId ?? null];
  const p = pageClause(page, 3);
  const { rows } = await db.query<TodoRecord>(
    `select n.id, n.inst_id as "instId", t.title, t.content, t.area_code as "areaCode", t.org_code as "custId",
       t.org_name as "custName", coalesce(c.username, '') as creator, ${chinaTime('t.create_time')} as "createTime",
       coalesce(tp.template_desc, '') as "templateDesc", n.dtl_desc as "dtlDesc", n.is_done as "isDone",
       n.is_current as "isCurrent", t.is_close as "isClose",
       case when n.seq = 1 then '1' else '0' end as "isFirst",
       case when not exists (select 1 from order_nodes x where x.inst_id = n.inst_id and x.seq > n.seq)
         then '1' else '0' end as "isLast",
       n.user_define as "userDefine", t.template_id as "templateId", n.seq, n.modifier,
       coalesce(${chinaTime('n.modify_time')}, '') as "modifyTime", n.proposal, t.pics_url as "picsUrl",
       t.file_url as "fileUrl"
     from order_nodes n join order_tickets t on t.inst_id = n.inst_id
     left join users c on c.user_id = t.creator_id
     left join order_templates tp on tp.template_id = t.template_id
     ${where} order by n.inst_id desc, n.seq ${p.sql}`,
    [...params, ...p.params],
  );
  const total = await cheapTotal(
    db,
    `from order_nodes n join order_tickets t on t.inst_id = n.inst_id ${where}`,
    params,
    seen(page, rows.length),
  );
  return { records: rows, total };
}

export async function addHistory(
  db: Db,
  h: { instId: number; seq?: number; action: string; userId: number; username: string; proposal?: string },
): Promise<void> {
  await db.query(
    `insert into order_history (inst_id, node_seq, action, user_id, username, proposal) values ($1, $2, $3, $4, $5, $6)`,
    [h.instId, h.seq ?? null, h.action, h.userId, h.username, h.proposal ?? ''],
  );
}

/** Whether the user handles (or handled) a node of this ticket. */
export async function isTicketHandler(db: Db, instId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from order_nodes where inst_id = $1 and response_user_id = $2 limit 1',
    [instId, userId],
  );
  return rows.length > 0;
}

/** Writes a notice for a handler into the SMS outbox (the gateway sends it; never a login code). */
export async function notifyBySms(db: Db, mobile: string, instId: number): Promise<void> {
  if (!/^1[3-9]\d{9}$/.test(mobile)) return;
  await db.query(
    `insert into sms_outbox (mobile, code, purpose, expires_at, used) values ($1, $2, 'order_notice', now(), true)`,
    [mobile, String(instId).slice(-8)],
  );
}
