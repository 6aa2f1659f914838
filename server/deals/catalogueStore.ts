/**
 * The local catalogues: `savedb` imports a downloaded 13xx file as a new version, `querymaxver` answers
 * the highest imported version, `downLoadJson` keeps the rows of the paged queries.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db';
import { fail } from '../errors';
import { findDeal } from './catalogue';
import { parseCatalogueText, type CatalogueRow } from './catalogueFormat';
import { findCatalogueFile, firstText } from './files';

/** The highest imported version of a catalogue; '0' when none has been imported. */
export async function maxVersion(db: Db, dealName: string): Promise<string> {
  const { rows } = await db.query<{ ver: string }>(
    'select ver from catalogue_versions where deal_name = $1 order by ver desc limit 1',
    [dealName],
  );
  return rows[0]?.ver ?? '0';
}

async function upsertRows(db: Db, dealName: string, ver: string, keys: string[], rows: CatalogueRow[]) {
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

/** Imports the catalogue file `fileName` (file name or file query number) delivered to the institution. */
export async function importCatalogue(
  db: Db,
  caller: { orgCode: string; userId: number },
  dealName: string,
  fileName: string,
): Promise<{ ver: string; count: number }> {
  const meta = findDeal(dealName);
  if (!meta) throw fail('交易不存在');
  if (meta.dealType !== 'DOWNLOAD') throw fail('该交易没有可导入的目录文件');
  const file = await findCatalogueFile(db, caller.orgCode, dealName, fileName);
  if (!file || !file.ver) throw fail('目录文件不存在，请先下载');
  const text = firstText(file.content);
  if (text === undefined) throw fail('目录文件无法读取');
  const rows = parseCatalogueText(dealName, text);
  if (!Array.isArray(rows)) throw fail(`目录文件第${rows.badLine}行格式不正确`);
  const ver = file.ver;
  return db.tx(async (t) => {
    const done = await t.query(
      `insert into catalogue_versions (deal_name, ver, file_qury_no, data_cnt, imported_by)
       values ($1, $2, $3, $4, $5) on conflict do nothing returning ver`,
      [dealName, ver, file.file_qury_no, rows.length, caller.userId],
    );
    if (done.rows.length === 0) throw fail('该版本目录已导入');
    await upsertRows(
      t,
      dealName,
      ver,
      rows.map((r) => r.code.slice(0, 64)),
      rows,
    );
    return { ver, count: rows.length };
  });
}

const firstOf = (row: Record<string, unknown>, keys: string[]) => {
  for (const k of keys) if (typeof row[k] === 'string' || typeof row[k] === 'number') return String(row[k]);
  return '';
};

/** Keeps the rows of a paged catalogue query; posting the same row again changes nothing. */
export async function storeJsonRows(
  db: Db,
  dealName: string,
  rows: Record<string, unknown>[],
): Promise<number> {
  const meta = findDeal(dealName);
  if (!meta) throw fail('交易不存在');
  if (meta.dealType !== 'DOWNJSON') throw fail('该交易不支持导入JSON数据');
  const catalogueRows = rows.map((data) => ({
    code: firstOf(data, ['hilist_code', 'med_list_codg', 'medins_list_codg']),
    name: firstOf(data, ['hilist_name', 'medins_list_name']),
    data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === null ? '' : String(v)])),
  }));
  const keys = catalogueRows.map((r) =>
    createHash('sha256')
      .update(JSON.stringify(Object.entries(r.data).sort()))
      .digest('hex'),
  );
  await db.tx((t) => upsertRows(t, dealName, '', keys, catalogueRows));
  return rows.length;
}
