import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as shared from '../../schemas';
import { loadOpenApi } from '../../server/routeTable';
import { lintScreens } from './lintScreens';
import type { OpenApiDoc } from './routes';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = `${root}screens/`;
const files = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f, JSON.parse(readFileSync(dir + f, 'utf8')) as unknown]),
);
const schemas = Object.fromEntries(
  (Object.values(shared) as unknown[])
    .filter(
      (s): s is Record<string, unknown> =>
        !!s && typeof s === 'object' && typeof (s as { $id?: unknown }).$id === 'string',
    )
    .map((s) => [s.$id as string, s]),
);
const descriptorSchema = JSON.parse(readFileSync(`${root}engine/descriptor/descriptor.schema.json`, 'utf8'));
const openapi = (await loadOpenApi()) as OpenApiDoc;
if (process.argv.includes('--tables')) {
  const { truthTables, printTruthTables, rowSchemaFromOpenApi } = await import('../explain');
  console.log(printTruthTables(truthTables({ files, rowSchemaOf: (l) => rowSchemaFromOpenApi(openapi, l) })));
}
const problems = lintScreens({ files, descriptorSchema, openapi, schemas });
for (const p of problems) console.error(`${p.file} ${p.path}: ${p.message}`);
console.log(
  problems.length
    ? `界面描述检查失败：${problems.length} 个问题`
    : `界面描述检查通过：${Object.keys(files).length} 个文件`,
);
process.exit(problems.length ? 1 : 0);
