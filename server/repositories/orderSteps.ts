/**
 * The workflow steps of service tickets (migration 019): the nodes of an instance, the handlers who may be
 * assigned to them, the caller's todos, the history and the handlers' SMS notices.
 */
import { MOBILE_PATTERN } from '../../schemas/patterns';
import type { Db } from '../db';
import { cheapTotal, pageClause, seen, type PageRequest } from './paging';
import { chinaTime } from './chinaTime';
import { containing } from './likePattern';

const MOBILE = new RegExp(MOBILE_PATTERN);

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

const HANDLER_FROM = 'from users u join order_staff s on s.user_id = u.user_id';
const HANDLER_SELECT = `select u.user_id as "userId", u.username, u.contact, u.org_code as "orgCode",
    u.org_name as "orgName", u.user_type_id as "userTypeId", s.area_code as "areaCode", u.mobile
  ${HANDLER_FROM}`;

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
  const total = await cheapTotal(db, `${HANDLER_FROM} ${where}`, params, seen(page, rows.length));
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
  isDone: '0' | '1';
  isCurrent: string;
  proposal: string;
  responseUserId: number | null;
  responseUserName: string;
  nextResponseUserId: number | null;
  userDefine: '0' | '1';
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
  isDone: '0' | '1';
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
    `select n.id, n.inst_id as "instId", t.version, t.title, t.content, t.area_code as "areaCode", t.org_code as "custId",
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
  if (!MOBILE.test(mobile)) return;
  await db.query(
    `insert into sms_outbox (mobile, code, purpose, expires_at, used) values ($1, $2, 'order_notice', now(), true)`,
    [mobile, String(instId).slice(-8)],
  );
}

/** Drops every node of a ticket (before it is instantiated again). */
export async function deleteNodes(db: Db, instId: number): Promise<void> {
  await db.query('delete from order_nodes where inst_id = $1', [instId]);
}

/** What every new node of a ticket names, from a template or a custom step. */
interface NewNode {
  instId: number;
  seq: number;
  nodeId: number;
  dtlDesc: string;
  responseUserId: number;
  areaCode: string;
  type: string;
}

/** A node of a ticket instantiated from a template. */
export async function insertTemplateNode(
  db: Db,
  n: NewNode & { isCurrent: '0' | '1'; userDefine: string },
): Promise<void> {
  await db.query(
    `insert into order_nodes (inst_id, seq, node_id, dtl_desc, response_user_id, is_current, user_define,
       area_code, type)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [n.instId, n.seq, n.nodeId, n.dtlDesc, n.responseUserId, n.isCurrent, n.userDefine, n.areaCode, n.type],
  );
}

/** Drops the nodes after `seq` not done yet (a custom next step replaces them). */
export async function deleteNodesAfter(db: Db, instId: number, seq: number): Promise<void> {
  await db.query(`delete from order_nodes where inst_id = $1 and seq > $2 and is_done = '0'`, [instId, seq]);
}

/** The custom next step of a user-defined flow. */
export async function insertCustomNode(db: Db, n: NewNode & { sms: '0' | '1' }): Promise<void> {
  await db.query(
    `insert into order_nodes (inst_id, seq, node_id, dtl_desc, response_user_id, user_define, area_code, type, sms)
     values ($1, $2, $3, $4, $5, '1', $6, $7, $8)`,
    [n.instId, n.seq, n.nodeId, n.dtlDesc, n.responseUserId, n.areaCode, n.type, n.sms],
  );
}

export async function setNextResponseUser(db: Db, id: number, userId: number): Promise<void> {
  await db.query('update order_nodes set next_response_user_id = $2 where id = $1', [id, userId]);
}

/** The node done (下一步, 办结) with its proposal, by `modifier`, naming the next handler (or null). */
export async function markNodeDone(
  db: Db,
  id: number,
  proposal: string,
  modifier: string,
  nextUserId: number | null,
): Promise<void> {
  await db.query(
    `update order_nodes set is_done = '1', is_current = '0', proposal = $2, modifier = $3,
        modify_time = now(), next_response_user_id = $4 where id = $1`,
    [id, proposal, modifier, nextUserId],
  );
}

/** The next node becomes current, handled by `userId`. */
export async function makeNodeCurrent(db: Db, id: number, userId: number | null): Promise<void> {
  await db.query(
    `update order_nodes set is_current = '1', is_done = '0', response_user_id = $2 where id = $1`,
    [id, userId],
  );
}

/** Whether a node's handler is told by SMS ('1'). */
export async function nodeSms(db: Db, id: number): Promise<string | undefined> {
  const { rows } = await db.query<{ sms: string }>('select sms from order_nodes where id = $1', [id]);
  return rows[0]?.sms;
}

/** 退回: the node neither done nor current, its next handler cleared, with the proposal. */
export async function sendNodeBack(db: Db, id: number, proposal: string, modifier: string): Promise<void> {
  await db.query(
    `update order_nodes set is_done = '0', is_current = '0', next_response_user_id = null, proposal = $2,
       modifier = $3, modify_time = now() where id = $1`,
    [id, proposal, modifier],
  );
}

/** The previous node current again (退回). */
export async function reopenNode(db: Db, id: number): Promise<void> {
  await db.query(`update order_nodes set is_done = '0', is_current = '1' where id = $1`, [id]);
}

/** 终止: the node no longer current, with the proposal. */
export async function stopNode(db: Db, id: number, proposal: string, modifier: string): Promise<void> {
  await db.query(
    `update order_nodes set is_current = '0', proposal = $2, modifier = $3, modify_time = now() where id = $1`,
    [id, proposal, modifier],
  );
}
