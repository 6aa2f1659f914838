/**
 * The local catalogues: `savedb` imports a downloaded 13xx file as a new version, `querymaxver` answers
 * the highest imported version, `downLoadJson` keeps the rows of the paged queries.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db';
import { fail } from '../errors';
import {
  insertCatalogueVersion,
  maxCatalogueVersion,
  upsertCatalogueRows,
} from '../repositories/dealCatalogues';
import { findCatalogueFile } from '../repositories/dealFiles';
import type { DealMeta } from '../../schemas/deal';
import { parseCatalogueText } from './catalogueFormat';
import { firstText } from './files';

const failWith = (message: string): never => {
  throw fail(message);
};

/** The highest imported version of a catalogue; '0' when none has been imported. */
export const maxVersion = async (db: Db, dealName: string): Promise<string> =>
  (await maxCatalogueVersion(db, dealName)) ?? '0';

/** Imports the catalogue file `fileName` (file name or file query number) of deal `meta` delivered to the institution. */
export async function importCatalogue(
  db: Db,
  caller: { orgCode: string; userId: number },
  meta: DealMeta,
  fileName: string,
): Promise<{ ver: string; count: number }> {
  const { dealName } = meta;
  if (meta.dealType !== 'DOWNLOAD') throw fail('该交易没有可导入的目录文件');
  const file = await findCatalogueFile(db, caller.orgCode, dealName, fileName);
  if (!file || !file.ver) throw fail('目录文件不存在，请先下载');
  const text = await firstText(file.content, failWith, '目录文件');
  if (text === undefined) throw fail('目录文件无法读取');
  const rows = parseCatalogueText(dealName, text);
  if (!Array.isArray(rows)) throw fail(`目录文件第${rows.badLine}行格式不正确`);
  const ver = file.ver;
  return db.tx(async (t) => {
    const added = await insertCatalogueVersion(t, {
      dealName,
      ver,
      fileQuryNo: file.file_qury_no,
      count: rows.length,
      userId: caller.userId,
    });
    if (!added) throw fail('该版本目录已导入');
    await upsertCatalogueRows(
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
  meta: DealMeta,
  rows: Record<string, unknown>[],
): Promise<number> {
  const { dealName } = meta;
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
  await db.tx((t) => upsertCatalogueRows(t, dealName, '', keys, catalogueRows));
  return rows.length;
}
