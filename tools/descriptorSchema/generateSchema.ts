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
    skipTypeCheck: true,
    additionalProperties: false,
  }).createSchema(type);

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
    definitions: schema.definitions,
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
