/**
 * The service-ticket workflow: instantiating a template, custom next steps, and moving the
 * current node (next, back, finish, terminate). Each move runs in one transaction with the ticket row
 * locked, and only the handler of the current node may move it.
 */
import { ORDER_MESSAGES as M } from '../../schemas/order';
import type { Db } from '../db';
import { fail } from '../errors';
import { isOperatorAdmin, refused } from '../policy';
import { staleRecord } from '../recordVersions';
import {
  addHistory,
  deleteNodes,
  deleteNodesAfter,
  firstHandler,
  getHandler,
  insertCustomNode,
  insertTemplateNode,
  makeNodeCurrent,
  markNodeDone,
  nodeSms,
  nodesOf,
  notifyBySms,
  reopenNode,
  sendNodeBack,
  setNextResponseUser,
  stopNode,
  type NodeRecord,
} from '../repositories/orderSteps';
import {
  getTemplate,
  getTemplateNode,
  nodesOfTemplate,
  typeHasTemplate,
} from '../repositories/orderTemplates';
import {
  closeTicket,
  getTicket,
  raiseTicketVersion,
  setTicketTemplate,
  type TicketRecord,
} from '../repositories/orderTickets';
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

/**
 * An edit of a ticket (locked) from the version its editor read: refused when someone changed the ticket
 * since (docs/server.md#record-versions), else the version is raised by one.
 */
export async function claimTicket(db: Db, ticket: TicketRecord, version: number): Promise<void> {
  if (ticket.version !== version) throw staleRecord(ticket.version);
  await raiseTicketVersion(db, ticket.instId);
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
    await deleteNodes(t, instId);
    for (const [i, n] of used.entries()) {
      const handler = await firstHandler(t, ticket.areaCode, n.responseTypeId);
      if (!handler) throw fail(`${M.noHandler}：${n.nodeDesc}`);
      await insertTemplateNode(t, {
        instId,
        seq: i + 1,
        nodeId: n.nodeId,
        dtlDesc: n.nodeDesc,
        responseUserId: handler.userId,
        isCurrent: i === 0 ? '1' : '0',
        userDefine: template.userDefine,
        areaCode: ticket.areaCode,
        type: String(ticket.type),
      });
    }
    await setTicketTemplate(t, instId, templateId);
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
    await deleteNodesAfter(t, s.instId, node.seq);
    await insertCustomNode(t, {
      instId: s.instId,
      seq: node.seq + 1,
      nodeId: target.nodeId,
      dtlDesc: target.nodeDesc,
      responseUserId: handler.userId,
      areaCode: ticket.areaCode,
      type: s.type ?? '',
      sms: s.sms === '1' ? '1' : '0',
    });
    await setNextResponseUser(t, node.id, handler.userId);
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
  /** The ticket's version as the todo list answered it. */
  version: number;
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
    await claimTicket(t, ticket, h.version);
    if (h.finish === '1') {
      if (next) throw fail(M.notLast);
      await markNodeDone(t, node.id, h.proposal, actor.username, null);
      await closeTicket(t, h.instId);
      await handled(t, h, node, actor, 'finish');
      return;
    }
    if (!next) throw fail(ticket.userDefine === '1' ? M.needNextStep : M.lastUseFinish);
    const nextUser = h.nextResponseUserId
      ? (await staffOfArea(t, h.nextResponseUserId, ticket.areaCode)).userId
      : next.responseUserId;
    await markNodeDone(t, node.id, h.proposal, actor.username, nextUser);
    await makeNodeCurrent(t, next.id, nextUser);
    await handled(t, h, node, actor, 'next');
    if (next.userDefine === '1' && nextUser) {
      const sms = await nodeSms(t, next.id);
      const to = await getHandler(t, nextUser);
      if (sms === '1' && to) await notifyBySms(t, to.mobile, h.instId);
    }
  });
}

/** 退回: the current node not done, not current, next user cleared; the previous node current again. */
export async function back(db: Db, h: HandleInput, actor: Actor): Promise<void> {
  await db.tx(async (t) => {
    const { ticket, nodes, node } = await current(t, h.instId, h.id);
    assertHandler(node, actor);
    await claimTicket(t, ticket, h.version);
    const prev = nodes.find((n) => n.seq === node.seq - 1);
    if (!prev) throw fail(M.firstNoBack);
    await sendNodeBack(t, node.id, h.proposal, actor.username);
    await reopenNode(t, prev.id);
    await handled(t, h, node, actor, 'back');
  });
}

/** 终止: the ticket closed at its current node by that node's handler. */
export async function terminate(db: Db, h: HandleInput, actor: Actor): Promise<void> {
  await db.tx(async (t) => {
    const { ticket, node } = await current(t, h.instId, h.id);
    assertHandler(node, actor);
    await claimTicket(t, ticket, h.version);
    await stopNode(t, node.id, h.proposal, actor.username);
    await closeTicket(t, h.instId);
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
