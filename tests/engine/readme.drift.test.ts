import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readmeFile, readmeWithBlockKeys, schemaFile } from '../../tools/readme/blockKeys';

describe('README: the keys of every block (issue 8 §5)', () => {
  it('the table between the markers is the one generated from the descriptor schema: run `npm run gen:readme` after changing engine/descriptor', () => {
    const readme = readFileSync(readmeFile, 'utf8');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
    expect(
      readme === readmeWithBlockKeys(readme, schema),
      'README.md 的区块键表与描述文件 schema 不一致：请运行 npm run gen:readme 并提交 README.md',
    ).toBe(true);
  });

  it('lists every block type of the schema, with its documented keys', () => {
    const readme = readFileSync(readmeFile, 'utf8');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as {
      definitions: Record<string, { anyOf?: { $ref: string }[] }>;
    };
    for (const ref of schema.definitions.Block!.anyOf!) {
      const name = ref.$ref.replace('#/definitions/', '');
      expect(readme, `README.md 缺少区块 ${name} 的键表`).toContain(`（${name}）`);
    }
    expect(readme).toContain('| **`template`** | `{ [键]: any }` |');
  });
});
