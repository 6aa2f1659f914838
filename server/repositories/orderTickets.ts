/** Service tickets and the order types that classify them (migration 019). */
import type { Db } from '../db';
import { cheapTotal, pageByKeys, pageClause, seen, type PageRequest } from './paging';
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
  isClose: '0' | '1';
  status: '0' | '1' | '2';
  contact: string;
  mobile: string;
  createTime: string;
  areaCode: string;
  picsUrl: string;
  fileUrl: string;
  cstLevel: string;
  userDefine: '0' | '1';
  version: number;
}

const TICKET_SELECT = `select t.inst_id as "instId", t.org_code as "orgCode", t.org_name as "orgName", t.title,
    t.content, t.type, coalesce(ty.order_type_desc, '') as "typeName", t.template_id as "templateId",
    coalesce(tp.template_desc, '') as "templateDesc", t.is_close as "isClose", t.status, t.contact, t.mobile,
    ${chinaTime('t.create_time')} as "createTime", t.area_code as "areaCode", t.pics_url as "picsUrl",
    t.file_url as "fileUrl", t.cst_level as "cstLevel", coalesce(tp.user_define, '') as "userDefine",
    t.version
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
  // A deep page: its ticket numbers from the valid tickets' index (migration 036), then its rows.
  const rows = await pageByKeys<TicketRecord>(
    db,
    page,
    {
      keysSql: `select t.inst_id as key from order_tickets t ${where} order by t.inst_id desc`,
      params,
      rowsSql: `${TICKET_SELECT} where t.inst_id = any($1::int[])`,
      keyOf: (r) => r.instId,
    },
    async () =>
      (
        await db.query<TicketRecord>(`${TICKET_SELECT} ${where} order by t.inst_id desc ${p.sql}`, [
          ...params,
          ...p.params,
        ])
      ).rows,
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

/** Classifies a ticket (分类): its service-ticket type. */
export async function setTicketType(db: Db, instId: number, type: number): Promise<void> {
  await db.query('update order_tickets set type = $2 where inst_id = $1', [instId, type]);
}

/** The customer level a supplement (补充服务) sets on its ticket. */
export async function setTicketCstLevel(db: Db, instId: number, cstLevel: string): Promise<void> {
  await db.query('update order_tickets set cst_level = $2 where inst_id = $1', [instId, cstLevel]);
}

/**
 * A ticket edited from the version it read (docs/server.md#record-versions): raised by one, once per
 * route, after the route's own checks; the field updates below leave it alone.
 */
export async function raiseTicketVersion(db: Db, instId: number): Promise<void> {
  await db.query('update order_tickets set version = version + 1 where inst_id = $1', [instId]);
}

/**
 * The template a ticket is instantiated from; the ticket is then in progress (status 2). Instantiation
 * names no version (its state guards it), so it raises the version itself.
 */
export async function setTicketTemplate(db: Db, instId: number, templateId: number): Promise<void> {
  await db.query(
    `update order_tickets set template_id = $2, status = '2', version = version + 1 where inst_id = $1`,
    [instId, templateId],
  );
}

/** Closes a ticket (办结, 终止): status 1. */
export async function closeTicket(db: Db, instId: number): Promise<void> {
  await db.query(`update order_tickets set is_close = '1', status = '1' where inst_id = $1`, [instId]);
}
