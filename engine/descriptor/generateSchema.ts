import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

const here = `${import.meta.dirname}/`;
export const schemaFile = `${here}descriptor.schema.json`;

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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(schemaFile, generateDescriptorSchema());
  console.log(`已生成 ${schemaFile}`);
}
