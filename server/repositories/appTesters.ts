import type { Db } from '../db';
import { versionUpdated } from '../recordVersions';
import { cheapTotal, seen, DEFAULT_PAGE, pageClause, type PageAnswer, type PageRequest } from './paging';

export interface AppTesterRecord {
  id: number;
  orgCode: string;
  app: '11' | '21' | '00';
  testerName: string;
  mobile: string;
  /** Raised by every update (docs/server.md#record-versions). */
  version: number;
}

export type AppTesterInput = Omit<AppTesterRecord, 'id' | 'orgCode' | 'version'>;

const COLUMNS = `id, org_code as "orgCode", app, tester_name as "testerName", mobile, version`;

/** One page of an institution's testers of one application, by id. */
export async function listAppTesters(
  db: Db,
  orgCode: string,
  app: string,
  asked: Partial<PageRequest> = {},
): Promise<PageAnswer<AppTesterRecord>> {
  const page = { ...DEFAULT_PAGE, ...asked };
  const limit = pageClause(page, 2);
  const { rows } = await db.query<AppTesterRecord>(
    `select ${COLUMNS} from app_testers where org_code = $1 and app = $2 order by id ${limit.sql}`,
    [orgCode, app, ...limit.params],
  );
  const total =
    page.current === 1 && rows.length < page.size
      ? rows.length
      : await cheapTotal(
          db,
          'from app_testers where org_code = $1 and app = $2',
          [orgCode, app],
          seen(page, rows.length),
        );
  return { records: rows, total };
}

export async function getAppTester(db: Db, id: number): Promise<AppTesterRecord | undefined> {
  const { rows } = await db.query<AppTesterRecord>(`select ${COLUMNS} from app_testers where id = $1`, [id]);
  return rows[0];
}

/** The tester of `orgCode` with this app and mobile, other than `exceptId` (uniqueness check). */
export async function findAppTester(
  db: Db,
  orgCode: string,
  t: Pick<AppTesterRecord, 'app' | 'mobile'>,
  exceptId = 0,
): Promise<AppTesterRecord | undefined> {
  const { rows } = await db.query<AppTesterRecord>(
    `select ${COLUMNS} from app_testers where org_code = $1 and app = $2 and mobile = $3 and id <> $4`,
    [orgCode, t.app, t.mobile, exceptId],
  );
  return rows[0];
}

export async function insertAppTester(db: Db, orgCode: string, t: AppTesterInput): Promise<AppTesterRecord> {
  const { rows } = await db.query<AppTesterRecord>(
    `insert into app_testers (org_code, app, tester_name, mobile) values ($1, $2, $3, $4) returning ${COLUMNS}`,
    [orgCode, t.app, t.testerName, t.mobile],
  );
  return rows[0]!;
}

/** Updates a tester read at `version`; refused (409) with nothing changed when it has moved on since. */
export async function updateAppTester(
  db: Db,
  id: number,
  t: AppTesterInput,
  version: number,
): Promise<AppTesterRecord> {
  const { rows } = await db.query<AppTesterRecord>(
    `update app_testers set app = $2, tester_name = $3, mobile = $4, version = version + 1
      where id = $1 and version = $5 returning ${COLUMNS}`,
    [id, t.app, t.testerName, t.mobile, version],
  );
  versionUpdated(rows);
  return rows[0]!;
}

export async function deleteAppTester(db: Db, id: number): Promise<void> {
  await db.query('delete from app_testers where id = $1', [id]);
}
