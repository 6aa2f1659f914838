/**
 * `npm run lint:screens [-- --openapi URL|file] [--tables]`: validates every descriptor of `screens/` and checks its
 * cross references against an OpenAPI document (the checked-in `openapi/commondeal.json` by default),
 * the icon set and the widget registry.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { lintScreens, type OpenApiDoc } from '../../engine/lint';
import { loadConsole } from './console';

const root = new URL('../../', import.meta.url);
const usage =
  '用法：npm run lint:screens -- [--openapi URL|文件]（默认 openapi/commondeal.json） [--tables]（打印操作的真值表）';
/** The options (add a flag here and read it from `args`). */
const options = {
  openapi: { type: 'string', default: 'openapi/commondeal.json' },
  /** Print each crud action's visibility and enablement over the values its predicates read. */
  tables: { type: 'boolean', default: false },
} as const;

let args: ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];
try {
  args = parseArgs({ options }).values;
} catch (e) {
  console.error(`命令行参数有误（${(e as Error).message}）\n${usage}`);
  process.exit(2);
}

/** The OpenAPI document from a URL (http/https) or a file path relative to the project. */
async function readOpenApi(source: string): Promise<OpenApiDoc> {
  try {
    if (!/^https?:\/\//.test(source))
      return JSON.parse(readFileSync(new URL(source, root), 'utf8')) as OpenApiDoc;
    const res = await fetch(source);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as OpenApiDoc;
  } catch (e) {
    console.error(`无法读取 OpenAPI 文档 ${source}（${(e as Error).message}）：请给出可读的 JSON 文件或 URL`);
    process.exit(2);
  }
}

const files = Object.fromEntries(
  readdirSync(new URL('screens/', root))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [`screens/${f}`, JSON.parse(readFileSync(new URL(`screens/${f}`, root), 'utf8')) as unknown]),
);
const descriptorSchema = JSON.parse(
  readFileSync(new URL('engine/descriptor/descriptor.schema.json', root), 'utf8'),
) as Record<string, unknown>;
const [openapi, ui] = await Promise.all([readOpenApi(args.openapi), loadConsole()]);
if (args.tables) {
  const { truthTables, printTruthTables, rowSchemaFromOpenApi } = await import('../../engine/explain');
  console.log(printTruthTables(truthTables({ files, rowSchemaOf: (l) => rowSchemaFromOpenApi(openapi, l) })));
}
// The hosts an openWindow URL may name: the server's own setting (docs/server.md#configuration).
const openWindowHosts = (process.env.OPEN_WINDOW_HOSTS ?? '').split(',').filter((h) => h.trim());
const problems = lintScreens({ files, descriptorSchema, openapi, openWindowHosts, ...ui });
for (const p of problems) console.error(`${p.file} ${p.path}: ${p.message}`);
console.log(
  problems.length
    ? `界面描述检查失败：${problems.length} 个问题`
    : `界面描述检查通过：${Object.keys(files).length} 个文件`,
);
process.exit(problems.length ? 1 : 0);
