/**
 * The simulator's national catalogues: three releases per 13xx catalogue, each a few hundred
 * generated but realistic rows (stable for a deal and version), and the rows of the paged queries.
 */
import { CATALOGUE_COLUMNS } from '../catalogueFormat';
import * as N from './catalogueNames';

const RELEASES = ['20240101000000', '20240701000000', '20250101000000'];

/** The versions the center publishes for a catalogue, oldest first. */
export const centerVersions = (dealName: string) => RELEASES.map((r) => `${dealName}_${r}`);

/** The version after `ver` ('0' = none imported yet); 'latest' or 'unknown' otherwise. */
export function nextVersion(dealName: string, ver: string): string {
  const all = centerVersions(dealName);
  if (ver === '0') return all[0]!;
  const i = all.indexOf(ver);
  if (i < 0) return 'unknown';
  return all[i + 1] ?? 'latest';
}

const hash = (text: string) => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const level = (i: number) => (i % 10 < 6 ? '01' : i % 10 < 9 ? '02' : '03');

interface Item {
  code: string;
  name: string;
  cells: string[];
}

/** Row i of a catalogue family: its code, name and the middle columns. */
function item(dealName: string, i: number, v: number): Item {
  const n = `${v}${pad(i, 5)}`;
  const round = Math.floor(i / 160);
  const again = (name: string) => (round > 0 ? `${name}（${round + 1}）` : name);
  switch (dealName) {
    case '1301':
    case '1304': {
      const patent = i % 3 === 2;
      const name = patent ? pick(N.PATENT_DRUGS, i) : pick(N.WESTERN_DRUGS, i);
      const form = /胶囊/.test(name)
        ? '胶囊剂'
        : /颗粒/.test(name)
          ? '颗粒剂'
          : /丸/.test(name)
            ? '丸剂'
            : /液|水/.test(name)
              ? '合剂'
              : /散/.test(name)
                ? '散剂'
                : '片剂';
      const maker = pick(N.MANUFACTURERS, i * 7);
      const code = `${patent ? 'Z' : 'X'}${dealName === '1304' ? 'M' : 'A'}${pad(hash(name) % 1000, 3)}${n}`;
      return {
        code,
        name,
        cells: [
          name.replace(/(片|胶囊|颗粒|丸|散|口服液|水)$/, ''),
          form,
          pick(N.DRUG_SPECS, i * 3),
          maker,
          `国药准字H${pad(20_000_000 + i * 37, 8)}`,
        ],
      };
    }
    case '1302':
    case '1320': {
      const name = `${pick(N.HERB_PROCESSING, Math.floor(i / N.HERBS.length))}${pick(N.HERBS, i)}`.replace(
        /^生/,
        '',
      );
      const code = `T${dealName === '1320' ? 'K' : 'Y'}${n}`;
      const suffix = dealName === '1320' ? '配方颗粒' : '';
      return {
        code,
        name: again(name + suffix),
        cells: [pick(N.HERB_PARTS, i), '煎服，9～15g', dealName === '1320' ? '1g/袋' : '1kg'],
      };
    }
    case '1303': {
      const name = `${pick(N.HERBS, i)}${pick(['合剂', '颗粒', '软膏', '洗剂'], i * 5)}`;
      return {
        code: `Y${n}`,
        name: again(name),
        cells: [
          pick(['合剂', '颗粒剂', '软膏剂', '洗剂'], i * 5),
          '100ml',
          '沈阳市示范医院',
          `辽药制字Z${pad(2_000_000 + i, 8)}`,
        ],
      };
    }
    case '1305':
    case '1321': {
      const name = pick(N.SERVICES, i);
      const price = (5 + (hash(name) % 300)).toFixed(2);
      return {
        code: `${pad(110_000 + (hash(name) % 89_999), 6)}${n}`,
        name: again(name),
        cells: [`${name}，含必要的操作及耗材`, pick(N.SERVICE_UNITS, i * 3), price],
      };
    }
    case '1306': {
      const name = pick(N.CONSUMABLES, i);
      return {
        code: `C${pad(hash(name) % 100_000, 5)}${n}`,
        name: again(name),
        cells: [
          pick(N.CONSUMABLE_SPECS, i * 3),
          pick(N.MANUFACTURERS, i),
          `国械注准2023${pad(3_140_000 + i, 7)}`,
        ],
      };
    }
    default:
      return coded(dealName, i, n, again);
  }
}

function coded(dealName: string, i: number, n: string, again: (s: string) => string): Item {
  const of = (code: string, name: string, category: string) => ({
    code,
    name: again(name),
    cells: [category],
  });
  switch (dealName) {
    case '1307': {
      const [code, name] = pick(N.DISEASES, i);
      return of(
        `${code}x${n}`,
        name + pick(N.DISEASE_VARIANTS, Math.floor(i / N.DISEASES.length)),
        '疾病诊断',
      );
    }
    case '1308':
    case '1311': {
      const [code, name] = pick(N.OPERATIONS, i);
      const variant = pick(N.OPERATION_VARIANTS, Math.floor(i / N.OPERATIONS.length));
      return of(`${code}x${n}`, name + variant, dealName === '1311' ? '日间手术' : '手术操作');
    }
    case '1309':
      return of(`M${n}`, pick(N.CHRONIC, i), '门诊慢特病');
    case '1310': {
      const [, dise] = pick(N.DISEASES, i);
      const [, oprn] = pick(N.OPERATIONS, Math.floor(i / N.DISEASES.length));
      return of(`BZ${n}`, `${dise}（${oprn}）`, '按病种付费');
    }
    case '1313': {
      const [code, name] = pick(N.TUMOURS, i);
      return of(`${code}x${n}`, name, '肿瘤形态学');
    }
    case '1314':
      return of(`A${n}`, pick(N.TCM_DISEASES, i), '中医疾病');
    default:
      return of(`B${n}`, pick(N.TCM_SYNDROMES, i), '中医证候');
  }
}

/** The rows of a catalogue file, in the column order of CATALOGUE_COLUMNS. */
export function catalogueFileRows(dealName: string, ver: string): string[][] {
  const v = Math.max(1, centerVersions(dealName).indexOf(ver) + 1);
  const count = 200 + (hash(`${dealName}${ver}`) % 150);
  const begndate = `${ver.slice(5, 9)}-${ver.slice(9, 11)}-${ver.slice(11, 13)}`;
  const width = CATALOGUE_COLUMNS[dealName]?.length ?? 0;
  return Array.from({ length: count }, (_, i) => {
    const it = item(dealName, i, v);
    return [it.code, it.name, ...it.cells, level(i), begndate, '1'].slice(0, width);
  });
}
