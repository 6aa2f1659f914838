import { Ajv } from 'ajv';
import type { ScreenDescriptor, ShellDescriptor } from '../descriptor';
import { knownOperators } from '../expr';
import { collectExprs, exprOperators } from './exprs';
import { RouteTable, type OpenApiDoc } from './routes';
import { walk } from './walk';
import { checkVariables } from './variables';

export interface LintInput {
  /** File name → parsed descriptor. */
  files: Record<string, unknown>;
  descriptorSchema: Record<string, unknown>;
  openapi: OpenApiDoc;
  /** Shared schemas by $id. */
  schemas: Record<string, Record<string, unknown>>;
}

export interface LintProblem {
  file: string;
  path: string;
  message: string;
}

const propsOf = (schema: unknown): string[] =>
  Object.keys(((schema as { properties?: object } | undefined)?.properties ?? {}) as object);

/** Validates every descriptor and checks its cross references (DESIGN §3). */
export function lintScreens(input: LintInput): LintProblem[] {
  const problems: LintProblem[] = [];
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(input.descriptorSchema);
  const routes = new RouteTable(input.openapi);
  const ops = new Set(knownOperators());
  const seen = new Map<string, string>();
  const resolve = (ref: unknown) =>
    (typeof ref === 'string' ? input.schemas[ref] : ref) as Record<string, unknown>;

  for (const [file, doc] of Object.entries(input.files)) {
    const report = (path: string, message: string) => problems.push({ file, path, message });
    if (!validate(doc)) {
      for (const e of validate.errors ?? [])
        report(e.instancePath || '/', `不符合描述文件 schema：${e.message}`);
      continue;
    }
    const d = doc as ScreenDescriptor | ShellDescriptor;
    const keys = 'route' in d ? [d.route, ...(d.aliases ?? [])] : [d.id];
    for (const key of keys) {
      if (seen.has(key)) report('route', `路由 ${key} 与 ${seen.get(key)} 重复`);
      seen.set(key, file);
    }
    const dialogs = new Set(Object.keys(d.dialogs ?? {}));
    walk(d, (node, path) => {
      if (node.type === 'dialog' && typeof node.dialog === 'string' && !dialogs.has(node.dialog))
        report(path, `对话框 "${node.dialog}" 不存在`);
      if ('schema' in node && typeof node.schema === 'string' && !input.schemas[node.schema])
        report(path, `共享 schema "${node.schema}" 不存在`);
      const method =
        (node.type === 'request' || 'path' in node) && typeof node.method === 'string' ? node.method : null;
      if (method && typeof node.path === 'string') {
        const route = routes.find(method, node.path);
        if (!route) report(path, `服务端没有接口 ${method} ${node.path}`);
        else if (route.bodySchema && node.body && typeof node.body === 'object') {
          const allowed = propsOf(route.bodySchema);
          for (const k of Object.keys(node.body))
            if (allowed.length && !allowed.includes(k))
              report(`${path}.body.${k}`, `接口 ${method} ${node.path} 的请求体没有字段 ${k}`);
        }
      }
    });
    for (const site of collectExprs(d))
      for (const op of exprOperators(site.expr))
        if (op !== 'var' && !ops.has(op)) report(site.path, `未知的表达式运算符 "${op}"`);
    const rowFieldsOf = (l: { method: string; path: string; rows?: string }) =>
      routes.rowFields(l.method, l.path, l.rows);
    problems.push(...checkVariables(file, d, resolve, rowFieldsOf).map((p) => ({ file, ...p })));
  }
  return problems;
}
