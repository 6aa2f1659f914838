/**
 * Packages the server loads at their first use rather than at start (docs/performance.md, Memory at rest
 * and start): exceljs alone took 0.3 s of a 2.2 s start and memory that a server which never imports or
 * exports a workbook does not need; file-type is needed by uploads only.
 */
type ExcelJS = typeof import('exceljs');

let excel: Promise<ExcelJS> | undefined;

/** exceljs, loaded once. */
export async function excelJs(): Promise<ExcelJS> {
  excel ??= import('exceljs').then((m) => ((m as { default?: ExcelJS }).default ?? m) as ExcelJS);
  return excel;
}

/** file-type's `fileTypeFromBuffer`, loaded at its first call. */
export async function fileTypeFromBuffer(data: Uint8Array) {
  return (await import('file-type')).fileTypeFromBuffer(data);
}
