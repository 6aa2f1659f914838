/**
 * The local catalogues (catalogue_versions, catalogue_rows): the versions imported by `savedb` and the
 * rows of the imported files and of the paged queries (server/deals/catalogueStore.ts).
 */
import type { Db } from '../db';

/** One row of a catalogue file: its code, its name and every column by name. */
export interface CatalogueRow {
  code: string;
  name: string;
  data: Record<string, string>;
}

/** The highest imported version of a catalogue; undefined when none has been imported. */
export async function maxCatalogueVersion(db: Db, dealName: string): Promise<string | undefined> {
  const { rows } = await db.query<{ ver: string }>(
    'select ver from catalogue_versions where deal_name = $1 order by ver desc limit 1',
    [dealName],
  );
  return rows[0]?.ver;
}

/** Records an imported version; false when that version was imported already. */
export async function insertCatalogueVersion(
  db: Db,
  v: { dealName: string; ver: string; fileQuryNo: string; count: number; userId: number },
): Promise<boolean> {
  const { rows } = await db.query(
    `insert into catalogue_versions (deal_name, ver, file_qury_no, data_cnt, imported_by)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning ver`,
    [v.dealName, v.ver, v.fileQuryNo, v.count, v.userId],
  );
  return rows.length > 0;
}

/** Keeps the rows of a version (`''`: the paged queries') by key; a key kept already takes the new row. */
export async function upsertCatalogueRows(
  db: Db,
  dealName: string,
  ver: string,
  keys: string[],
  rows: CatalogueRow[],
): Promise<void> {
  await db.query(
    `insert into catalogue_rows (deal_name, ver, row_key, code, name, data)
     select $1, $2, u.k, u.c, u.n, u.d::jsonb from unnest($3::text[], $4::text[], $5::text[], $6::text[]) as u (k, c, n, d)
     on conflict (deal_name, ver, row_key) do update set code = excluded.code, name = excluded.name,
       data = excluded.data, updated_at = now()`,
    [
      dealName,
      ver,
      keys,
      rows.map((r) => r.code.slice(0, 50)),
      rows.map((r) => r.name.slice(0, 200)),
      rows.map((r) => JSON.stringify(r.data)),
    ],
  );
}
