/**
 * The light form's precompiled validators, generated at build time: a Vite plugin that answers the
 * module `virtual:precompiled-validators` with ajv's standalone code of the schemas of
 * `PRECOMPILED_SCHEMAS` (the login's), compiled with the options of the console's validator
 * (`widgets/form/validator.ts`: all errors, ajv-errors). The login page so validates without ajv's
 * compiler, and nothing generated is checked in: the code always follows `schemas/`.
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import ajvErrors from 'ajv-errors';
import type { Plugin } from 'vite';
import { allSchemas } from '../../schemas';
import { PRECOMPILED_SCHEMAS } from '../../widgets/form/precompiled/precompiledIds';

export const VIRTUAL_ID = 'virtual:precompiled-validators';
const RESOLVED = `\0${VIRTUAL_ID}`;
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
  return [...imports, functions, `export default { ${exported.join(', ')} };`].join('\n');
}

/** The module's code: the standalone validators of the precompiled schemas. */
export function generateValidators(): string {
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
  return toModule(code);
}

/** The Vite plugin (vite.config.ts, vitest.config.ts): generates the module when it is first imported. */
export function precompiledValidators(): Plugin {
  return {
    name: 'precompiled-validators',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? generateValidators() : undefined),
  };
}
