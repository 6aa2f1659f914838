/**
 * Generates `widgets/form/precompiled/loginValidators.ts`: ajv's standalone code of the schemas of
 * `PRECOMPILED_SCHEMAS`, compiled with the options of the console's validator (`widgets/form/validator.ts`:
 * all errors, ajv-errors), so the light form validates them without ajv's compiler. Run
 * `npm run gen:validators` after changing one of those schemas; a test fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import ajvErrors from 'ajv-errors';
import { format, resolveConfig } from 'prettier';
import { allSchemas } from '../../schemas';
import { PRECOMPILED_SCHEMAS } from '../../widgets/form/precompiled/precompiledIds';

export const OUTPUT = join(import.meta.dirname, '../../widgets/form/precompiled/loginValidators.ts');

const RUNTIME = 'ajv/dist/runtime/';

/** ajv's CommonJS standalone code of one schema → an ES module whose default export maps ids to validators. */
function toModule(code: string): string {
  const imports: string[] = [];
  const body = code
    .replace(/^"use strict";/, '')
    .replace(/require\("ajv\/dist\/runtime\/([a-z0-9]+)"\)\.default/g, (_, name: string) => {
      const local = `runtime_${name}`;
      if (!imports.some((i) => i.includes(` ${local} `)))
        imports.push(`import ${local} from '${RUNTIME}${name}';`);
      return local;
    });
  if (/require\(/.test(body)) throw new Error('生成的校验代码引用了未处理的模块');
  const exported: string[] = [];
  const functions = body.replace(
    /exports(?:\.([A-Za-z_$][\w$]*)|\["([^"]+)"\]) = (validate\d+);/g,
    (_, a, b, fn) => {
      exported.push(`${JSON.stringify(a ?? b)}: ${fn}`);
      return '';
    },
  );
  return [
    '// 由 npm run gen:validators 从 schemas/ 生成，请勿手改 (tools/validators/generateValidators.ts)',
    '/* eslint-disable */',
    '// @ts-nocheck',
    ...imports,
    functions,
    `export default { ${exported.join(', ')} };`,
  ].join('\n');
}

export async function generateValidators(): Promise<string> {
  const schemas = PRECOMPILED_SCHEMAS.map((id) => {
    const schema = allSchemas.find((s) => (s as { $id?: string }).$id === id);
    if (!schema) throw new Error(`schemas/ 中没有 ${id}`);
    return schema;
  });
  if (schemas.length !== 1) throw new Error('目前只生成一个表单的校验函数');
  const code = compileSchemaValidatorsCode(schemas[0] as never, {
    ajvOptionsOverrides: { allErrors: true, code: { lines: false } },
    extenderFn: (ajv) => ajvErrors(ajv),
  });
  return format(toModule(code), { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(OUTPUT, await generateValidators());
