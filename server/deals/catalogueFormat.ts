/**
 * The layout of the catalogue files of the 13xx downloads: one row per line, tab separated, no header,
 * in the column order below (the first column is the row's code, the second its name). The simulator
 * writes these files; `savedb` reads them into catalogue_rows.
 */
import type { CatalogueRow } from '../repositories/dealCatalogues';

const DRUG = ['med_list_codg', 'drug_genname', 'drug_prodname', 'dosform', 'spec', 'prodentp_name', 'aprvno'];
const HERB = ['med_list_codg', 'tcmherb_name', 'medc_part', 'cnvl_used', 'spec'];
const SERVICE = ['med_list_codg', 'item_name', 'item_cont', 'prcunt', 'pric'];
const TAIL = ['chrgitm_lv', 'begndate', 'vali_flag'];
const coded = (code: string, name: string) => [code, name, 'category', ...TAIL];

export const CATALOGUE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  '1301': [...DRUG, ...TAIL],
  '1302': [...HERB, ...TAIL],
  '1303': ['med_list_codg', 'prep_name', 'dosform', 'spec', 'fixmedins_name', 'aprvno', ...TAIL],
  '1304': [...DRUG, ...TAIL],
  '1305': [...SERVICE, ...TAIL],
  '1306': ['med_list_codg', 'mcs_name', 'spec', 'prodentp_name', 'reg_no', ...TAIL],
  '1307': coded('diag_code', 'diag_name'),
  '1308': coded('oprn_oprt_code', 'oprn_oprt_name'),
  '1309': coded('opsp_dise_code', 'opsp_dise_name'),
  '1310': coded('bydise_setl_list_code', 'bydise_setl_dise_name'),
  '1311': coded('daysrg_code', 'daysrg_name'),
  '1313': coded('tumor_code', 'tumor_name'),
  '1314': coded('tcm_dise_code', 'tcm_dise_name'),
  '1315': coded('tcm_syndrome_code', 'tcm_syndrome_name'),
  '1320': [...HERB, ...TAIL],
  '1321': [...SERVICE, ...TAIL],
};

/** The rows of a catalogue file; answers the 1-based number of the first malformed line instead. */
export function parseCatalogueText(dealName: string, text: string): CatalogueRow[] | { badLine: number } {
  const columns = CATALOGUE_COLUMNS[dealName] ?? [];
  const rows: CatalogueRow[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const cells = line.split('\t');
    if (cells.length !== columns.length || !cells[0]) return { badLine: i + 1 };
    const data = Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? '']));
    rows.push({ code: cells[0], name: cells[1] ?? '', data });
  }
  return rows;
}
