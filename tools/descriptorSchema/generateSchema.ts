import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { createGenerator } from 'ts-json-schema-generator';

const here = `${import.meta.dirname}/../../engine/descriptor/`;
export const schemaFile = `${here}descriptor.schema.json`;
/** The schema's validators compiled ahead (ajv standalone), for the server's start. */
export const validatorsFile = `${here}descriptorValidators.js`;

/** The schema of one exported descriptor type, with the definitions it reaches. */
const schemaOf = (type: 'ScreenDescriptor' | 'ShellDescriptor') =>
  createGenerator({
    path: `${here}index.ts`,
    tsconfig: `${here}../../tsconfig.json`,
    type,
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    extraTags: ['zh'],
    markdownDescription: true,
    skipTypeCheck: true,
    additionalProperties: false,
  }).createSchema(type);

type Node = { [key: string]: unknown };

/**
 * The words of a key, from its JSDoc ([descriptor](../../docs/descriptor.md#键的标题与说明)): `@title` is its
 * Chinese title and `@zh` its one-line Chinese description, which the designer's property form and
 * docs/descriptor.md show. The English text for developers follows the Chinese line in
 * `markdownDescription`, which Monaco's completion and hover show in its place. A key typed by a named
 * definition (`Expr`, `Button`…) is a `$ref` beside its words: RJSF reads the key's words over the
 * definition's, Monaco (draft-07, where a `$ref` hides its siblings) the definition's.
 */
function withChineseWords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withChineseWords);
  if (!value || typeof value !== 'object') return value;
  const { title, zh, description, markdownDescription, ...rest } = value as Node;
  const node: Node = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, k === 'properties' ? eachSchema(v) : withChineseWords(v)]),
  );
  if (title !== undefined) node.title = title;
  if (typeof zh !== 'string') return description === undefined ? node : { ...node, description };
  node.description = zh;
  if (markdownDescription) node.markdownDescription = `${zh}\n\n${String(markdownDescription)}`;
  return node;
}

/** A map of schemas by name (`definitions`, `properties`): its keys are names, not keywords. */
const eachSchema = (map: unknown) =>
  Object.fromEntries(Object.entries(map as Node).map(([name, s]) => [name, withChineseWords(s)]));

/** Generates the descriptor JSON Schema from the TypeScript types (one source of truth). */
export function generateDescriptorSchema(): string {
  const schema = schemaOf('ScreenDescriptor');
  const shell = schemaOf('ShellDescriptor');
  Object.assign(schema.definitions ?? {}, shell.definitions);
  const out = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://yibao.local/descriptor.schema.json',
    title: '界面描述文件',
    oneOf: [{ $ref: '#/definitions/ScreenDescriptor' }, { $ref: '#/definitions/ShellDescriptor' }],
    definitions: eachSchema(schema.definitions),
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}

/**
 * The validators of a screen and of the shell as one ES module (ajv's standalone code): the server
 * loads it in milliseconds where compiling the schema at each start took 0.3–0.4 s
 * ([performance](../../docs/performance.md#memory-at-rest)). The options are those the server used to
 * compile with; `descriptorValidators.d.ts` types it.
 */
export function generateDescriptorValidators(schemaText: string): string {
  const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, esm: true } });
  ajv.addSchema(JSON.parse(schemaText) as object, 'descriptor');
  const code = standaloneCode(ajv, {
    screen: 'descriptor#/definitions/ScreenDescriptor',
    shell: 'descriptor#/definitions/ShellDescriptor',
  });
  return `// 由 npm run gen:schema 从 descriptor.schema.json 生成，请勿手改\n${code}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const schema = generateDescriptorSchema();
  writeFileSync(schemaFile, schema);
  writeFileSync(validatorsFile, generateDescriptorValidators(schema));
  console.log(`已生成 ${schemaFile} 与 ${validatorsFile}`);
}
