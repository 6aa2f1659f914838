import { Ajv, type ValidateFunction } from 'ajv';
import { windowUrlTemplateProblem } from '../actions/windowUrl';
import { knownOperators, templatePaths } from '../expr';
import { blockIdsOf, buildScope, checkVariable, enclosing } from './context';
import { checkExpr } from './exprs';
import { RouteTable, type OpenApiDoc } from './routes';
import { checkCall, checkAnswerPath, checkDraft, checkRowField } from './calls';
import { walkTyped, type TypedNode } from './schemaWalk';
import { checkUiSchema } from './uiSchema';
import { describeSchemaErrors } from './schemaErrors';

type Schema = Record<string, unknown>;

export interface LintInput {
  /** File name → parsed descriptor. */
  files: Record<string, unknown>;
  /** The descriptor JSON Schema (engine/descriptor/descriptor.schema.json). */
  descriptorSchema: Schema;
  /** The OpenAPI document of the backend the screens call. */
  openapi: OpenApiDoc;
  /** Shared schemas by $id. */
  schemas: Record<string, Schema>;
  /** The names of the icon set; icons are not checked when absent. */
  icons?: readonly string[];
  /** Whether `ui:widget` names a widget for a field of this schema; widgets are not checked when absent. */
  widgetExists?: (name: string, fieldSchema: Schema | undefined) => boolean;
  /** Routes of screens not among `files` (e.g. the served screen index) that a `navigate` may name. */
  knownRoutes?: readonly string[];
  /** The hosts an `openWindow` URL may name besides relative paths (the server's `OPEN_WINDOW_HOSTS`). */
  openWindowHosts?: readonly string[];
}

export interface LintProblem {
  file: string;
  /** Where in the descriptor, e.g. `blocks[0].rowActions[2].enabled`. */
  path: string;
  message: string;
}

const validators = new WeakMap<Schema, ValidateFunction>();
/** The compiled descriptor schema (compiled once per schema object). */
function validatorOf(schema: Schema): ValidateFunction {
  let v = validators.get(schema);
  if (!v) validators.set(schema, (v = new Ajv({ allErrors: true, strict: false }).compile(schema)));
  return v;
}

/**
 * Where a descriptor breaks the descriptor schema, in Chinese with JSON pointers (the deepest first, at
 * most `max`); empty when it is valid.
 */
export function schemaProblems(
  doc: unknown,
  descriptorSchema: Schema,
  max = 5,
): { path: string; message: string }[] {
  const validate = validatorOf(descriptorSchema);
  if (validate(doc)) return [];
  return describeSchemaErrors(validate.errors ?? [], max).map((e) => ({
    path: e.path,
    message: `不符合描述文件 schema：${e.message}`,
  }));
}

/** The routes of the screens (route and aliases) and the shell's external routes. */
function consoleRoutes(files: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  for (const d of Object.values(files) as Record<string, unknown>[]) {
    if (typeof d?.route === 'string') out.add(d.route);
    for (const r of [d?.aliases, d?.externalRoutes])
      if (Array.isArray(r)) for (const x of r) if (typeof x === 'string') out.add(x);
  }
  return out;
}

/** Validates every descriptor and checks its cross references, finding them from the descriptor types. */
export function lintScreens(input: LintInput): LintProblem[] {
  const problems: LintProblem[] = [];
  const routes = new RouteTable(input.openapi);
  const operators = new Set(knownOperators());
  const icons = input.icons && new Set(input.icons);
  const allRoutes = new Set([...consoleRoutes(input.files), ...(input.knownRoutes ?? [])]);
  const resolve = (ref: unknown) =>
    typeof ref === 'string' ? input.schemas[ref] : (ref as Schema | undefined);
  const seen = new Map<string, string>();

  for (const [file, doc] of Object.entries(input.files)) {
    const report = (path: string, message: string) => problems.push({ file, path, message });
    const invalid = schemaProblems(doc, input.descriptorSchema);
    if (invalid.length) {
      for (const e of invalid) report(e.path, e.message);
      continue;
    }
    const d = doc as Schema;
    const keys = typeof d.route === 'string' ? [d.route, ...((d.aliases as string[]) ?? [])] : [String(d.id)];
    for (const key of keys) {
      if (seen.has(key)) report('route', `路由 ${key} 与 ${seen.get(key)} 重复`);
      seen.set(key, file);
    }

    const nodes: TypedNode[] = [];
    walkTyped(d, input.descriptorSchema, (n) => nodes.push(n));
    const is = (n: TypedNode, t: string) => n.types.includes(t);
    const blockIds = blockIdsOf(nodes, input.descriptorSchema);
    const dialogs = new Set(Object.keys((d.dialogs as object | undefined) ?? {}));
    // A dialog's form is registered as `dialog.<id>` while it is open (setValue, submit, resetForm).
    const dialogForm = (v: string) => v.startsWith('dialog.') && dialogs.has(v.slice('dialog.'.length));
    const scope = buildScope(d, nodes, blockIds, resolve, routes);
    const variables = (path: string, vars: string[]) => {
      for (const v of vars) {
        const message = checkVariable(scope, v);
        if (message) report(path, message);
      }
    };

    for (const n of nodes) {
      const v = n.value;
      if (is(n, 'Expr')) {
        const { problems: found, vars } = checkExpr(v, operators);
        for (const m of found) report(n.path, m);
        variables(n.path, vars);
      }
      if (is(n, 'Template') && typeof v === 'string') variables(n.path, templatePaths(v));
      if (is(n, 'WindowUrl') && typeof v === 'string') {
        const message = windowUrlTemplateProblem(v, input.openWindowHosts ?? []);
        if (message) report(n.path, message);
      }
      if (is(n, 'IconRef') && icons && typeof v === 'string' && !icons.has(v))
        report(n.path, `图标 "${v}" 不在图标集中`);
      if (is(n, 'BlockRef') && typeof v === 'string' && !blockIds.has(v) && !dialogForm(v))
        report(n.path, `区块 "${v}" 不存在`);
      if (is(n, 'DialogRef') && typeof v === 'string' && !dialogs.has(v))
        report(n.path, `对话框 "${v}" 不存在`);
      if (is(n, 'SchemaRef') && typeof v === 'string' && !input.schemas[v])
        report(n.path, `共享 schema "${v}" 不存在`);
      if (is(n, 'RouteRef') && typeof v === 'string' && !v.includes('{{')) {
        const route = v.split('?')[0]!;
        if (!allRoutes.has(route))
          report(n.path, `路由 "${route}" 不存在（不是任何界面的路由，也不是外部路由）`);
      }
      if (is(n, 'UiSchema') && input.widgetExists) {
        const owner = n.ancestors.at(-1)?.value as { schema?: unknown } | undefined;
        for (const p of checkUiSchema(v, resolve(owner?.schema), input.widgetExists))
          report(`${n.path}${p.path}`, p.message);
      }
      if (is(n, 'DealFormBlock') && v && typeof v === 'object') {
        const b = v as Schema;
        if (b.dealName === undefined && b.meta === undefined)
          report(n.path, '交易表单须给出交易名称（dealName）或交易元数据（meta）');
      }
      if (is(n, 'DraftSpec')) {
        const stateKeys = Object.keys((d.state as object | undefined) ?? {});
        for (const p of checkDraft(v as Schema, stateKeys, routes)) report(`${n.path}.${p.path}`, p.message);
      }
      if (is(n, 'HttpMethod')) {
        const call = n.ancestors.at(-1)?.value as Schema;
        const path = n.path.replace(/\.method$/, '');
        for (const p of checkCall(call, routes)) report(p.path ? `${path}.${p.path}` : path, p.message);
      }
      if (is(n, 'AnswerPath') && typeof v === 'string') {
        const message = checkAnswerPath(n.ancestors.at(-1)?.value as Schema, v, routes);
        if (message) report(n.path, message);
      }
      if (is(n, 'RowField') && typeof v === 'string') {
        const message = checkRowField(enclosing(n, 'CrudBlock'), v, routes);
        if (message) report(n.path, message);
      }
    }
  }
  return problems;
}
