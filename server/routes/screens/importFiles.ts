/**
 * The files of a 导入 (docs/studio.md「导出与导入」): one `<id>.screen.json`, or a zip holding only such
 * files at its root. Names and kinds are checked before anything is unpacked (no folders, no `..`, no
 * symbolic links, the screen id pattern), and so are the sizes the zip declares; each entry is then
 * inflated in bounded chunks that stop at its limit whatever it declares (server/boundedZip.ts).
 */
import { ApiError, badRequest } from '../../errors';
import {
  inflateEntry,
  isSymlink,
  ZipEntryTooLarge,
  zipEntries,
  ZipFormatError,
  type ZipEntry,
} from '../../boundedZip';
import { SCREEN_BODY_MAX } from '../../../schemas/studio';
import { IMPORT_MAX_FILES, IMPORT_MAX_UNPACKED } from '../../../schemas/studioTransfer';

/** A problem of one file of an import: the file, the path in its descriptor (empty: the whole file). */
export interface FileProblem {
  file: string;
  path: string;
  message: string;
}

/** A file of an import, named as the item (screen, deal) it holds. */
export interface ImportFile {
  file: string;
  id: string;
  text: string;
}

/** What a studio imports: its file names (the id the first group), and what it says of a wrong one. */
export interface ImportKind {
  file: RegExp;
  nameMessage: string;
  emptyMessage: string;
}

/** `<id>.screen.json` with the id pattern of the studio's routes (docs/studio.md). */
export const SCREEN_IMPORT: ImportKind = {
  file: /^([A-Za-z0-9_.-]{1,64})\.screen\.json$/,
  nameMessage: '文件名应为 <界面编号>.screen.json（编号由字母、数字、_ . - 组成，最长 64 个字符）',
  emptyMessage: '压缩包中没有界面描述文件（<界面编号>.screen.json）',
};

export const IMPORT_MESSAGES = {
  notZip: '压缩包已损坏或格式不受支持，无法读取',
  tooMany: `压缩包中的文件超过 ${IMPORT_MAX_FILES} 个的上限，请分批导入`,
  tooLarge: `压缩包解压后超过 ${IMPORT_MAX_UNPACKED / 1024 / 1024} MB 的上限，请分批导入`,
  folder: '压缩包中的文件应直接放在根目录：不接受文件夹或上级路径（..）',
  symlink: '压缩包中的符号链接不受支持：只接受普通文件',
  entryTooLarge: `文件超过 ${SCREEN_BODY_MAX / 1000} kB 的上限`,
  compression: '压缩方式不受支持（只接受存储或 deflate）',
  duplicate: '压缩包中有同名文件',
  notUtf8: '文件不是 UTF-8 文本',
} as const;

/** The id a file name gives, or undefined when the name is not one of `kind`'s. */
const idOf = (kind: ImportKind, name: string): string | undefined => kind.file.exec(name)?.[1];

/** The refusal of an import: nothing written, each problem with its file and path (HTTP 400). */
export function refusedImport(problems: FileProblem[]): ApiError {
  const files = new Set(problems.map((p) => p.file)).size;
  const first = problems[0]!;
  const where = [first.file, first.path].filter(Boolean).join(' ');
  return new ApiError(
    `导入被拒绝：${files} 个文件有问题，没有写入任何版本（${where}：${first.message}${problems.length > 1 ? ' 等' : ''}）`,
    400,
    400,
    { problems },
  );
}

function decoded(file: string, bytes: Uint8Array, problems: FileProblem[]): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    problems.push({ file, path: '', message: IMPORT_MESSAGES.notUtf8 });
    return undefined;
  }
}

/** One uploaded `.screen.json` (its name is the browser's, used only to name the screen). */
export function singleFile(
  name: string,
  data: Buffer,
  kind: ImportKind = SCREEN_IMPORT,
): { files: ImportFile[]; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const id = idOf(kind, name);
  if (!id) return { files: [], problems: [{ file: name, path: '', message: kind.nameMessage }] };
  const text = decoded(name, data, problems);
  return { files: text === undefined ? [] : [{ file: name, id, text }], problems };
}

/** What is wrong with a zip entry's name, kind, size or compression before it is unpacked. */
function entryProblem(e: ZipEntry, kind: ImportKind): string | undefined {
  if (/[/\\]/.test(e.name) || e.name === '..' || e.name === '.') return IMPORT_MESSAGES.folder;
  if (isSymlink(e)) return IMPORT_MESSAGES.symlink;
  if (!idOf(kind, e.name)) return kind.nameMessage;
  if (e.compression !== 0 && e.compression !== 8) return IMPORT_MESSAGES.compression;
  if (e.declaredSize > SCREEN_BODY_MAX) return IMPORT_MESSAGES.entryTooLarge;
  return undefined;
}

/**
 * The files of a zip (`.screen.json`, or `kind`'s) and the problems of its entries. Refuses (400) a zip that cannot be
 * read, holds no file, more than IMPORT_MAX_FILES entries or more than IMPORT_MAX_UNPACKED bytes unpacked
 * (declared, or found while inflating). An entry that gives more than SCREEN_BODY_MAX bytes is a problem
 * of its file: its inflation stops there.
 */
export async function zipFiles(
  data: Uint8Array,
  kind: ImportKind = SCREEN_IMPORT,
): Promise<{ files: ImportFile[]; problems: FileProblem[] }> {
  const problems: FileProblem[] = [];
  const seen = new Set<string>();
  const files: ImportFile[] = [];
  try {
    const entries = zipEntries(data, IMPORT_MAX_FILES);
    if (entries.length > IMPORT_MAX_FILES) throw badRequest(IMPORT_MESSAGES.tooMany);
    if (entries.length === 0) throw badRequest(kind.emptyMessage);
    if (entries.reduce((n, e) => n + e.declaredSize, 0) > IMPORT_MAX_UNPACKED)
      throw badRequest(IMPORT_MESSAGES.tooLarge);
    let unpacked = 0;
    for (const e of entries) {
      const problem = seen.has(e.name) ? IMPORT_MESSAGES.duplicate : entryProblem(e, kind);
      seen.add(e.name);
      if (problem) {
        problems.push({ file: e.name, path: '', message: problem });
        continue;
      }
      const pieces: Uint8Array[] = [];
      let whole = true;
      try {
        unpacked += await inflateEntry(data, e, SCREEN_BODY_MAX, (p) => pieces.push(p));
      } catch (err) {
        if (!(err instanceof ZipEntryTooLarge)) throw err;
        problems.push({ file: e.name, path: '', message: IMPORT_MESSAGES.entryTooLarge });
        unpacked += SCREEN_BODY_MAX;
        whole = false;
      }
      if (unpacked > IMPORT_MAX_UNPACKED) throw badRequest(IMPORT_MESSAGES.tooLarge);
      if (!whole) continue;
      const text = decoded(e.name, Buffer.concat(pieces), problems);
      if (text !== undefined) files.push({ file: e.name, id: idOf(kind, e.name)!, text });
    }
  } catch (err) {
    if (err instanceof ZipFormatError) throw badRequest(IMPORT_MESSAGES.notZip);
    throw err;
  }
  return { files, problems };
}
