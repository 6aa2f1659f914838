import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The checked-in schema; tests/engine/lint.test.ts keeps it equal to the generator's output. */
const schemaFile = join(import.meta.dirname, '../../engine/descriptor/descriptor.schema.json');

type Schema = { [keyword: string]: unknown };

const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as { definitions: Record<string, Schema> };
const typesDir = join(import.meta.dirname, '../../engine/descriptor');
const typesText = readdirSync(typesDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(join(typesDir, f), 'utf8'))
  .join('\n');

/** Every definition and every property (at any depth) of the schema, named `Definition.key.key`. */
function keysOf(definitions: Record<string, Schema>): [string, Schema][] {
  const out: [string, Schema][] = [];
  const visit = (s: unknown, name: string) => {
    if (Array.isArray(s)) return s.forEach((x) => visit(x, name));
    if (!s || typeof s !== 'object') return;
    for (const [keyword, value] of Object.entries(s as Schema)) {
      if (keyword !== 'properties') visit(value, name);
      else
        for (const [key, p] of Object.entries(value as Record<string, Schema>)) {
          out.push([`${name}.${key}`, p]);
          visit(p, `${name}.${key}`);
        }
    }
  };
  for (const [name, def] of Object.entries(definitions)) {
    out.push([name, def]);
    visit(def, name);
  }
  return out;
}

const chinese = /[\u4e00-\u9fff]/;
/** What a key's words lack, in Chinese; empty when it has both. */
function faults(s: Schema): string[] {
  const title = typeof s.title === 'string' ? s.title : '';
  const description = typeof s.description === 'string' ? s.description : '';
  return [
    !chinese.test(title) && '缺少中文标题（@title）',
    title.length > 8 && `标题“${title}”超过 8 个字`,
    !chinese.test(description) && '缺少一句中文说明（@zh）',
    /\n/.test(description) && '说明不止一行',
    description.length > 80 && '说明超过 80 个字',
    /\{\{/.test(title + description) && '标题或说明含 {{',
  ].filter((f): f is string => typeof f === 'string');
}

describe('the descriptor schema speaks Chinese: every key has a title and a one-line description', () => {
  const keys = keysOf(schema.definitions);

  it('walks every definition and every key, nested ones included (no fewer than today)', () => {
    expect(keys.length).toBeGreaterThanOrEqual(74 + 441);
    expect(keys.map(([name]) => name)).toEqual(
      expect.arrayContaining(['CrudBlock', 'Column.title', 'CrudBlock.list.path', 'ModeText.new']),
    );
  });

  it('every definition and key has a Chinese title of at most 8 characters and a Chinese description of one line, at most 80 characters', () => {
    const missing = keys.flatMap(([name, s]) => faults(s).map((f) => `${name}：${f}`));
    expect(
      missing,
      `请在 engine/descriptor/*.ts 的 JSDoc 中补上 @title 与 @zh，再运行 npm run gen:schema`,
    ).toEqual([]);
  });

  it('the words are the JSDoc of the types (@title and @zh), not a hand edit of the schema', () => {
    const notInTypes = keys
      .filter(([, s]) => !typesText.includes(`@title ${String(s.title)} @zh ${String(s.description)}`))
      .map(([name]) => name);
    expect(notInTypes).toEqual([]);
  });

  it('reads as the console speaks: a list block, a column and its keys', () => {
    const { CrudBlock, Column } = schema.definitions as Record<
      string,
      Schema & { properties: Record<string, Schema> }
    >;
    expect([CrudBlock!.title, Column!.title]).toEqual(['列表区块', '列']);
    expect(Column!.properties.title!.title).toBe('列标题');
    expect(Column!.properties.visible!.title).toBe('显示条件');
    expect(CrudBlock!.properties.rowActions!.title).toBe('行操作');
    expect(CrudBlock!.properties.query!.title).toBe('查询条件');
  });

  it("keeps the developers' English text after the Chinese line in markdownDescription, which Monaco's completion shows", () => {
    const field = (schema.definitions.Column!.properties as Record<string, Schema>).field!;
    expect(field.description).toBe('行数据中的属性名（可用点号路径），也是列的键');
    expect(field.markdownDescription).toBe(
      "行数据中的属性名（可用点号路径），也是列的键\n\nProperty of the row (dot path allowed); the column's key, and its value unless `template` is set.",
    );
    expect(JSON.stringify(schema)).not.toContain('"zh"');
  });
});
