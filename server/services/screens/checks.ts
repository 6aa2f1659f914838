/**
 * The checks of a descriptor the studio is asked to save or publish (docs/studio.md): the text parses, names
 * the screen it is saved as and stays within the size limit; to publish, it also passes the descriptor
 * schema and the lint of `npm run lint:screens`, against this server's own OpenAPI document and the screens
 * it serves. Each problem names its path in the descriptor.
 */
import type { FastifyInstance } from 'fastify';
import * as compiled from '../../../engine/descriptor/descriptorValidators.js';
import { describeSchemaErrors } from '../../../engine/lint/schemaErrors';
import { beyondDepth } from '../../inputBounds';
import { SCREEN_BODY_MAX } from '../../../schemas/studio';

export interface Problem {
  path: string;
  message: string;
}

/**
 * How deep a descriptor may nest (the deepest shipped one has 19 levels): the schema check and the lint
 * walk it recursively, and must never meet one deep enough to exhaust the stack.
 */
export const SCREEN_MAX_DEPTH = 64;

/** Ids a screen cannot take: `GET /commondeal/screens/studio/export` is 导出全部, not that screen. */
const RESERVED_IDS = new Set(['export']);

/** The descriptor of `text`, or the problems that stop it being one of screen `screenId`. */
export function parseDescriptor(
  screenId: string,
  text: string,
): { doc: Record<string, unknown>; problems: [] } | { doc?: undefined; problems: Problem[] } {
  if (RESERVED_IDS.has(screenId))
    return { problems: [{ path: 'id', message: `界面编号 "${screenId}" 为界面工作台保留，请换一个编号` }] };
  if (Buffer.byteLength(text) > SCREEN_BODY_MAX)
    return { problems: [{ path: '', message: `界面描述超过 ${SCREEN_BODY_MAX / 1000} kB 的上限` }] };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { problems: [{ path: '', message: `界面描述不是有效的 JSON：${(e as Error).message}` }] };
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    return { problems: [{ path: '', message: '界面描述应为一个 JSON 对象' }] };
  const deep = beyondDepth(doc, SCREEN_MAX_DEPTH);
  if (deep !== undefined)
    return { problems: [{ path: deep, message: `界面描述层级过深：超过 ${SCREEN_MAX_DEPTH} 层` }] };
  const d = doc as Record<string, unknown>;
  if (d.id !== screenId)
    return { problems: [{ path: 'id', message: `界面编号应为 "${screenId}"（与所保存的界面一致）` }] };
  return { doc: d, problems: [] };
}

/**
 * What stops `doc` being published: the descriptor schema, every reference the lint checks (API paths and
 * fields of this server's OpenAPI document, variables, icons, widgets, routes), and a route or alias that
 * another served screen already answers.
 */
export async function publishProblems(
  app: FastifyInstance,
  doc: Record<string, unknown>,
  otherRoutes: ReadonlyMap<string, string>,
): Promise<Problem[]> {
  // The screen's part of the descriptor schema first, as the screen index checks its files (the lint's
  // check against the whole schema would also say how it fails to be the shell).
  if (!compiled.screen(doc))
    return describeSchemaErrors(compiled.screen.errors ?? []).map((e) => ({
      path: e.path,
      message: `不符合描述文件 schema：${e.message}`,
    }));
  // Loaded on the first publish: a server that never publishes does not hold the lint.
  const [{ lintScreens }, { lintTargets }, { default: descriptorSchema }] = await Promise.all([
    import('../../../engine/lint'),
    import('../../../engine/lint/consoleTargets'),
    import('../../../engine/descriptor/descriptor.schema.json'),
  ]);
  const openapi = app.swagger() as Parameters<typeof lintScreens>[0]['openapi'];
  const problems: Problem[] = lintScreens({
    files: { [String(doc.id)]: doc },
    descriptorSchema: descriptorSchema as Record<string, unknown>,
    openapi,
    ...lintTargets(),
    knownRoutes: [...otherRoutes.keys()],
    openWindowHosts: app.config.openWindowHosts,
  }).map(({ path, message }) => ({ path, message }));
  const routes = [doc.route, ...(Array.isArray(doc.aliases) ? doc.aliases : [])];
  for (const route of routes)
    if (typeof route === 'string' && otherRoutes.has(route))
      problems.push({ path: 'route', message: `路由 ${route} 已由界面 "${otherRoutes.get(route)}" 使用` });
  return problems;
}
