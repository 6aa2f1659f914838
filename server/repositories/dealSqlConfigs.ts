/** Stored deal SQL configurations (deal_sql_configs), one per deal and input node. */
import { OPERATOR_ORG_CODE } from '../../schemas/patterns';
import type { Db } from '../db';

export interface DealSqlConfigRow {
  dealCode: string;
  dealName: string;
  nodeName: string;
  params: string;
  dataSource: string;
  sql: string;
}

const COLUMNS = `deal_code as "dealCode", deal_name as "dealName", node_name as "nodeName", params,
  data_source as "dataSource", sql`;

export async function getSqlConfig(
  db: Db,
  dealCode: string,
  nodeName: string,
): Promise<DealSqlConfigRow | undefined> {
  const { rows } = await db.query<DealSqlConfigRow>(
    `select ${COLUMNS} from deal_sql_configs where deal_code = $1 and node_name = $2`,
    [dealCode, nodeName],
  );
  return rows[0];
}

export async function saveSqlConfig(db: Db, c: DealSqlConfigRow, userId: number): Promise<DealSqlConfigRow> {
  const { rows } = await db.query<DealSqlConfigRow>(
    `insert into deal_sql_configs (deal_code, node_name, deal_name, params, data_source, sql, saved_by, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now())
     on conflict (deal_code, node_name) do update set deal_name = excluded.deal_name, params = excluded.params,
       data_source = excluded.data_source, sql = excluded.sql, saved_by = excluded.saved_by, updated_at = now()
     returning ${COLUMNS}`,
    [c.dealCode, c.nodeName, c.dealName, c.params, c.dataSource, c.sql, userId],
  );
  return rows[0]!;
}

export async function deleteSqlConfig(db: Db, dealCode: string, nodeName: string): Promise<void> {
  await db.query('delete from deal_sql_configs where deal_code = $1 and node_name = $2', [
    dealCode,
    nodeName,
  ]);
}

/**
 * The configurations of a deal that may run: those saved by a valid ROLE_ADMIN user of the 9999
 * operator (one configuration serves every institution, so no institution's admin may set it).
 */
export async function runnableConfigs(db: Db, dealCode: string): Promise<DealSqlConfigRow[]> {
  const { rows } = await db.query<DealSqlConfigRow>(
    `select ${COLUMNS} from deal_sql_configs c
      where c.deal_code = $1 and exists (
        select 1 from user_roles ur join roles r on r.role_id = ur.role_id join users u on u.user_id = ur.user_id
         where ur.user_id = c.saved_by and r.role_name = 'ROLE_ADMIN' and u.if_valid = '1' and u.org_code = $2)`,
    [dealCode, OPERATOR_ORG_CODE],
  );
  return rows;
}
