/** Service-ticket templates, their order types and their nodes (migration 019). */
import type { Db } from '../db';
import { cheapTotal, pageClause, seen, type PageRequest } from './paging';
import { chinaTime } from './chinaTime';

const TEMPLATE_SELECT = `select tp.template_id as "templateId", tp.template_desc as "templateDesc", tp.ver,
    ${chinaTime('tp.create_time')} as "createTime", tp.creator, ${chinaTime('tp.modify_time')} as "modifyTime",
    tp.modifier, tp.area_code as "areaCode", tp.user_define as "userDefine"
  from order_templates tp`;

export interface TemplateRecord {
  templateId: number;
  templateDesc: string;
  userDefine: '0' | '1';
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
