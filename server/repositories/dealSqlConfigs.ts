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
  version: number;
}

const COLUMNS = `deal_code as "dealCode", deal_name as "dealName", node_name as "nodeName", params,
  data_source as "dataSource", sql, version`;

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

/**
 * Saves a configuration from the version it read (docs/server.md#record-versions): 0 creates it, another
 * raises it; none when it moved meanwhile.
 */
export async function saveSqlConfig(
  db: Db,
  c: Omit<DealSqlConfigRow, 'version'>,
  userId: number,
  version: number,
): Promise<DealSqlConfigRow | undefined> {
  const values = [c.dealCode, c.nodeName, c.dealName, c.params, c.dataSource, c.sql, userId];
  const { rows } =
    version === 0
      ? await db.query<DealSqlConfigRow>(
          `insert into deal_sql_configs (deal_code, node_name, deal_name, params, data_source, sql, saved_by, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, now())
           on conflict (deal_code, node_name) do nothing returning ${COLUMNS}`,
          values,
        )
      : await db.query<DealSqlConfigRow>(
          `update deal_sql_configs set deal_name = $3, params = $4, data_source = $5, sql = $6, saved_by = $7,
             updated_at = now(), version = version + 1
           where deal_code = $1 and node_name = $2 and version = $8 returning ${COLUMNS}`,
          [...values, version],
        );
  return rows[0];
}

/** Removes a configuration at the version read; false when it moved (0: when one exists now). */
export async function deleteSqlConfig(
  db: Db,
  dealCode: string,
  nodeName: string,
  version: number,
): Promise<boolean> {
  if (version === 0) return !(await getSqlConfig(db, dealCode, nodeName));
  const { rows } = await db.query(
    'delete from deal_sql_configs where deal_code = $1 and node_name = $2 and version = $3 returning 1',
    [dealCode, nodeName, version],
  );
  return rows.length > 0;
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

/** Every configuration of a deal (runnable or not), by node. */
export async function configsOf(db: Db, dealCode: string): Promise<DealSqlConfigRow[]> {
  const { rows } = await db.query<DealSqlConfigRow>(
    `select ${COLUMNS} from deal_sql_configs where deal_code = $1 order by node_name`,
    [dealCode],
  );
  return rows;
}

/** Removes the configurations of these nodes of a deal (a publish that drops them). */
export async function deleteConfigsOf(db: Db, dealCode: string, nodeNames: readonly string[]): Promise<void> {
  await db.query('delete from deal_sql_configs where deal_code = $1 and node_name = any($2::text[])', [
    dealCode,
    nodeNames,
  ]);
}
