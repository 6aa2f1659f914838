/**
 * The service-ticket workflow: instantiating a template, custom next steps, and moving the
 * current node (next, back, finish, terminate). Each move runs in one transaction with the ticket row
 * locked, and only the handler of the current node may move it.
 */
import { ORDER_MESSAGES as M } from '../../schemas/order';
import type { Db } from '../db';
import { fail } from '../errors';
import { isOperatorAdmin, refused } from '../policy';
import {
  addHistory,
  firstHandler,
  getHandler,
  nodesOf,
  notifyBySms,
  type NodeRecord,
} from '../repositories/orderSteps';
import {
  getTemplate,
  getTemplateNode,
  nodesOfTemplate,
  typeHasTemplate,
} from '../repositories/orderTemplates';
import { getTicket, type TicketRecord } from '../repositories/orderTickets';
import type { SessionUser } from './sessions';

type Actor = Pick<SessionUser, 'userId' | 'username' | 'orgCode' | 'roles'>;

const NOT_FOUND = '服务单不存在';

async function openTicket(db: Db, instId: number): Promise<TicketRecord> {
  const ticket = await getTicket(db, instId, true);
  if (!ticket) throw fail(NOT_FOUND);
  if (ticket.isClose === '1') throw fail(M.closed);
  return ticket;
}

/** The ticket (locked, open, instantiated), its nodes and its current node. */
async function current(db: Db, instId: number, nodeId?: number) {
  const ticket = await openTicket(db, instId);
  if (!ticket.templateId) throw fail(M.notInstantiated);
  const nodes = await nodesOf(db, instId);
  const node = nodes.find((n) => n.isCurrent === '1');
  if (!node || (nodeId !== undefined && node.id !== nodeId)) throw fail(M.notCurrent);
  return { ticket, nodes, node, next: nodes.find((n) => n.seq === node.seq + 1) };
}

const assertHandler = (node: NodeRecord, actor: Actor) => {
  if (node.responseUserId !== actor.userId) throw refused(M.notHandler);
};

async function staffOfArea(db: Db, userId: number, areaCode: string) {
  const h = await getHandler(db, userId);
  if (!h || h.areaCode !== areaCode) throw fail(M.noHandler);
  return h;
}

/**
 * PUT order/instance/{id}: the ticket's nodes from the template (again on re-classification: node
 * assignment repeats). A user-defined template gives its first node only; the next steps are custom.
 */
export async function instantiate(
  db: Db,
  instId: number,
  templateId: number,
  actor: Actor,
): Promise<NodeRecord[]> {
  return db.tx(async (t) => {
    const ticket = await openTicket(t, instId);
    const template = await getTemplate(t, templateId);
    if (!template || !ticket.type || !(await typeHasTemplate(t, ticket.type, templateId)))
      throw fail(M.instanceFailed);
    const all = await nodesOfTemplate(t, templateId);
    const used = template.userDefine === '1' ? all.slice(0, 1) : all;
    if (used.length === 0) throw fail(M.instanceFailed);
    await t.query('delete from order_nodes where inst_id = $1', [instId]);
    for (const [i, n] of used.entries()) {
      const handler = await firstHandler(t, ticket.areaCode, n.responseTypeId);
      if (!handler) throw fail(`${M.noHandler}：${n.nodeDesc}`);
      await t.query(
        `insert into order_nodes (inst_id, seq, node_id, dtl_desc, response_user_id, is_current, user_define,
           area_code, type)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          instId,
          i + 1,
          n.nodeId,
          n.nodeDesc,
          handler.userId,
          i === 0 ? '1' : '0',
          template.userDefine,
          ticket.areaCode,
          String(ticket.type),
        ],
      );
    }
    await t.query(`update order_tickets set template_id = $2, status = '2' where inst_id = $1`, [
      instId,
      templateId,
    ]);
    await addHistory(t, { instId, action: 'instance', userId: actor.userId, username: actor.username });
    return nodesOf(t, instId);
  });
}

export interface CustomStep {
  instId: number;
  dtlId: number;
  responseUserId: number;
  type?: string;
  sms?: string;
}

/**
 * The custom next step of a user-defined flow: the classifier (operator ROLE_ADMIN) or the current
 * node's handler names the next node and its handler; it replaces a next step not reached yet.
 */
export async function customStep(db: Db, s: CustomStep, actor: Actor): Promise<NodeRecord[]> {
  return db.tx(async (t) => {
    const { ticket, node } = await current(t, s.instId);
    if (!isOperatorAdmin(actor)) assertHandler(node, actor);
    if (ticket.userDefine !== '1') throw fail('该服务单的模板不是自定义流程');
    const target = await getTemplateNode(t, s.dtlId);
    if (!target || target.templateId !== ticket.templateId) throw fail('请选择该模板的环节');
    const handler = await staffOfArea(t, s.responseUserId, ticket.areaCode);
    await t.query(`delete from order_nodes where inst_id = $1 and seq > $2 and is_done = '0'`, [
      s.instId,
      node.seq,
    ]);
    await t.query(
      `insert into order_nodes (inst_id, seq, node_id, dtl_desc, response_user_id, user_define, area_code, type, sms)
       values ($1, $2, $3, $4, $5, '1', $6, $7, $8)`,
      [
        s.instId,
        node.seq + 1,
        target.nodeId,
        target.nodeDesc,
        handler.userId,
        ticket.areaCode,
        s.type ?? '',
        s.sms === '1' ? '1' : '0',
      ],
    );
    await t.query('update order_nodes set next_response_user_id = $2 where id = $1', [
      node.id,
      handler.userId,
    ]);
    await addHistory(t, {
      instId: s.instId,
      seq: node.seq + 1,
      action: 'custom',
      userId: actor.userId,
      username: actor.username,
    });
    if (s.sms === '1') await notifyBySms(t, handler.mobile, s.instId);
    return nodesOf(t, s.instId);
  });
}

export interface HandleInput {
  id: number;
  instId: number;
  proposal: string;
  nextResponseUserId?: number;
  finish?: string;
}

/** The history line of a handling at the current node (下一步, 办结, 回退, 终止): who, which node, the proposal. */
const handled = (t: Db, h: HandleInput, node: { seq: number }, actor: Actor, action: string) =>
  addHistory(t, {
    instId: h.instId,
    seq: node.seq,
    action,
    userId: actor.userId,
    username: actor.username,
    proposal: h.proposal,
  });

/** 下一步 (the current node done, the next one current) or 办结 (the last node done, the ticket closed). */
export async function handle(db: Db, h: HandleInput, actor: Actor): Promise<void> {
  await db.tx(async (t) => {
    const { ticket, node, next } = await current(t, h.instId, h.id);
    assertHandler(node, actor);
    const done = `update order_nodes set is_done = '1', is_current = '0', proposal = $2, modifier = $3,
        modify_time = now(), next_response_user_id = $4 where id = $1`;
    if (h.finish === '1') {
      if (next) throw fail(M.notLast);
      await t.query(done, [node.id, h.proposal, actor.username, null]);
      await t.query(`update order_tickets set is_close = '1', status = '1' where inst_id = $1`, [h.instId]);
      await handled(t, h, node, actor, 'finish');
      return;
    }
    if (!next) throw fail(ticket.userDefine === '1' ? M.needNextStep : M.lastUseFinish);
    const nextUser = h.nextResponseUserId
      ? (await staffOfArea(t, h.nextResponseUserId, ticket.areaCode)).userId
      : next.responseUserId;
    await t.query(done, [node.id, h.proposal, actor.username, nextUser]);
    await t.query(
      `update order_nodes set is_current = '1', is_done = '0', response_user_id = $2 where id = $1`,
      [next.id, nextUser],
    );
    await handled(t, h, node, actor, 'next');
    if (next.userDefine === '1' && nextUser) {
      const { rows } = await t.query<{ sms: string }>('select sms from order_nodes where id = $1', [next.id]);
      const to = await getHandler(t, nextUser);
      if (rows[0]?.sms === '1' && to) await notifyBySms(t, to.mobile, h.instId);
    }
  });
}

/** 退回: the current node not done, not current, next user cleared; the previous node current again. */
export async function back(db: Db, h: HandleInput, actor: Actor): Promise<void> {
  await db.tx(async (t) => {
    const { nodes, node } = await current(t, h.instId, h.id);
    assertHandler(node, actor);
    const prev = nodes.find((n) => n.seq === node.seq - 1);
    if (!prev) throw fail(M.firstNoBack);
    await t.query(
      `update order_nodes set is_done = '0', is_current = '0', next_response_user_id = null, proposal = $2,
         modifier = $3, modify_time = now() where id = $1`,
      [node.id, h.proposal, actor.username],
    );
    await t.query(`update order_nodes set is_done = '0', is_current = '1' where id = $1`, [prev.id]);
    await handled(t, h, node, actor, 'back');
  });
}

/** 终止: the ticket closed at its current node by that node's handler. */
export async function terminate(db: Db, h: HandleInput, actor: Actor): Promise<void> {
  await db.tx(async (t) => {
    const { node } = await current(t, h.instId, h.id);
    assertHandler(node, actor);
    await t.query(
      `update order_nodes set is_current = '0', proposal = $2, modifier = $3, modify_time = now() where id = $1`,
      [node.id, h.proposal, actor.username],
    );
    await t.query(`update order_tickets set is_close = '1', status = '1' where inst_id = $1`, [h.instId]);
    await handled(t, h, node, actor, 'terminate');
  });
}

/** The handler of the node after the current one (nextstep/responsibility). */
export async function nextResponsible(db: Db, instId: number) {
  const nodes = await nodesOf(db, instId);
  const node = nodes.find((n) => n.isCurrent === '1');
  const next = node && nodes.find((n) => n.seq === node.seq + 1);
  return {
    responseUserId: next?.responseUserId ?? null,
    responseUserName: next?.responseUserName ?? '',
    dtlDesc: next?.dtlDesc ?? '',
  };
}
