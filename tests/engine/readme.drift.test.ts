import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { descriptorDocFile, descriptorDocWithBlockKeys, schemaFile } from '../../tools/readme/blockKeys';

describe('docs/descriptor.md: the keys of every block', () => {
  it('the table between the markers is the one generated from the descriptor schema: run `npm run gen:readme` after changing engine/descriptor', () => {
    const doc = readFileSync(descriptorDocFile, 'utf8');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
    expect(
      doc === descriptorDocWithBlockKeys(doc, schema),
      'docs/descriptor.md 的区块键表与描述文件 schema 不一致：请运行 npm run gen:readme 并提交 docs/descriptor.md',
    ).toBe(true);
  });

  it('lists every block type of the schema, with its documented keys', () => {
    const doc = readFileSync(descriptorDocFile, 'utf8');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as {
      definitions: Record<string, { anyOf?: { $ref: string }[] }>;
    };
    for (const ref of schema.definitions.Block!.anyOf!) {
      const name = ref.$ref.replace('#/definitions/', '');
      expect(doc, `docs/descriptor.md 缺少区块 ${name} 的键表`).toContain(`（${name}）`);
    }
    expect(doc).toContain('| **`template`** | 初始模板 | `{ [键]: any }` |');
  });

  it("shows each key's Chinese title and description, and the English text for developers beside them", () => {
    const doc = readFileSync(descriptorDocFile, 'utf8');
    expect(doc).toContain('| 键 | 标题 | 类型 | 说明 | 英文说明 |');
    expect(doc).toContain(
      '| `rowActions` | 行操作 | `Button[]` | 每行显示的按钮，可读取 row | Buttons shown on each row; their context has `row`. |',
    );
    expect(doc).toContain('**列表区块** — 查询条件、工具栏、分页表格与行操作，基于一个列表接口。');
  });
});
