/**
 * `npm run gen:readme`: writes, between the markers of docs/descriptor.md, a table of every key of the
 * screen descriptor and of each block type, generated from the descriptor JSON Schema: each key's Chinese
 * title and description (`@title`, `@zh` in the doc comments of engine/descriptor/*.ts) and the English
 * text for developers. A test fails when docs/descriptor.md drifts from the schema.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Schema = Record<string, unknown>;

export const START = '<!-- block-keys:start (npm run gen:readme) -->';
export const END = '<!-- block-keys:end -->';
const root = join(import.meta.dirname, '../..');
export const descriptorDocFile = join(root, 'docs/descriptor.md');
export const schemaFile = join(root, 'engine/descriptor/descriptor.schema.json');

const refName = (s: Schema) => String(s.$ref).replace('#/definitions/', '');

/** A short type of a property schema: a definition's name, `X[]`, the allowed values, or the JSON type. */
export function typeOf(s: Schema | undefined): string {
  if (!s) return '';
  if (typeof s.$ref === 'string') return refName(s);
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const union = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (union) return union.map((b) => typeOf(b)).join(' \\| ');
  if (s.type === 'array') return `${typeOf(s.items as Schema) || 'any'}[]`;
  if (s.type === 'object' && s.properties) return `{ ${Object.keys(s.properties as object).join(', ')} }`;
  if (s.type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object') {
    const value = typeOf(s.additionalProperties as Schema);
    return value ? `{ [键]: ${value} }` : 'object';
  }
  return Array.isArray(s.type) ? s.type.join(' \\| ') : String(s.type ?? 'any');
}

/** Markdown table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/**
 * The English text for developers: the schema's `markdownDescription` holds it after the Chinese
 * description (tools/descriptorSchema/generateSchema.ts).
 */
function englishOf(s: Schema): string {
  const zh = String(s.description ?? '');
  const text = String(s.markdownDescription ?? '');
  return text.startsWith(`${zh}\n\n`) ? text.slice(zh.length + 2) : '';
}

/** The table of one definition's keys: key (required ones in bold), title, type, description, English text. */
function keysTable(def: Schema): string {
  const required = new Set((def.required as string[] | undefined) ?? []);
  const rows = Object.entries((def.properties ?? {}) as Record<string, Schema>).map(([key, p]) => {
    const name = required.has(key) ? `**\`${key}\`**` : `\`${key}\``;
    const type = `\`${cell(typeOf(p).replace(/\\\|/g, '|')).replace(/`/g, "'")}\``;
    const words = [p.title, p.description].map((w) => cell(String(w ?? '')));
    return `| ${[name, words[0], type, words[1], cell(englishOf(p))].join(' | ')} |`;
  });
  return ['| 键 | 标题 | 类型 | 说明 | 英文说明 |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/** The tables: the screen, each block type (in the order of the `Block` union), the dialog. */
export function renderBlockKeys(schema: Schema): string {
  const defs = schema.definitions as Record<string, Schema>;
  const blocks = ((defs.Block?.anyOf as Schema[]) ?? []).map(refName);
  const section = (title: string, name: string) => {
    const def = defs[name]!;
    const about = [`**${String(def.title)}** — ${String(def.description)}。`, englishOf(def)]
      .filter(Boolean)
      .map((text) => `${cell(text)}\n\n`)
      .join('');
    return `### ${title}\n\n${about}${keysTable(def)}`;
  };
  const typeName = (name: string) =>
    String(((defs[name]!.properties as Record<string, Schema>).type as Schema).const);
  return [
    '<!-- 由 npm run gen:readme 从 engine/descriptor/descriptor.schema.json 生成，请勿手改 -->',
    `加粗的键为必填。类型名（\`Expr\`、\`Template\`、\`Button\`…）见 \`engine/descriptor/*.ts\`。`,
    section('界面（`screens/*.screen.json` 的顶层）', 'ScreenDescriptor'),
    ...blocks.map((name) => section(`\`${typeName(name)}\`（${name}）`, name)),
    section('对话框（`dialogs` 中的每一项，DialogBlock）', 'DialogBlock'),
  ].join('\n\n');
}

/** docs/descriptor.md with the tables between the markers replaced (throws when the markers are missing). */
export function descriptorDocWithBlockKeys(doc: string, schema: Schema): string {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/descriptor.md 缺少标记 ${START} … ${END}`);
  return `${doc.slice(0, from + START.length)}\n\n${renderBlockKeys(schema)}\n\n${doc.slice(to)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Schema;
  writeFileSync(
    descriptorDocFile,
    descriptorDocWithBlockKeys(readFileSync(descriptorDocFile, 'utf8'), schema),
  );
  console.log(`已更新 ${descriptorDocFile} 的区块键表`);
}
