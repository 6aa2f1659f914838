type Content = Record<string, { schema?: unknown }>;
type Schema = Record<string, unknown>;

/** The part of an OpenAPI document the lint reads. */
export interface OpenApiDoc {
  paths?: Record<
    string,
    Record<string, { requestBody?: { content?: Content }; responses?: Record<string, { content?: Content }> }>
  >;
  components?: { schemas?: Record<string, unknown> };
}

export interface RouteInfo {
  method: string;
  path: string;
  bodySchema?: Schema;
  /** The `data` schema of the success answer. */
  dataSchema?: Schema;
}

const segments = (path: string): string[] =>
  path
    .split('?')[0]!
    .split('/')
    .filter(Boolean)
    .map((s) => (/^\{.*\}$/.test(s) || s.includes('{{') ? '*' : s));

const firstSchema = (content?: Content): unknown => Object.values(content ?? {})[0]?.schema;

/** The route table from OpenAPI, with a matcher for descriptor paths holding `{{placeholders}}`. */
export class RouteTable {
  private routes: RouteInfo[] = [];
  private components: Record<string, unknown>;

  constructor(doc: OpenApiDoc) {
    this.components = doc.components?.schemas ?? {};
    for (const [path, ops] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(ops)) {
        const answer = this.deref(firstSchema(op.responses?.['200']?.content));
        this.routes.push({
          method: method.toUpperCase(),
          path,
          bodySchema: this.deref(firstSchema(op.requestBody?.content)),
          dataSchema: this.deref((answer?.properties as Schema | undefined)?.data),
        });
      }
    }
  }

  /** Follows `#/components/schemas/X` references. */
  deref(schema: unknown): Schema | undefined {
    let s = schema as Schema | undefined;
    for (let i = 0; i < 5 && s && typeof s.$ref === 'string'; i++) {
      const name = s.$ref.replace('#/components/schemas/', '').replace(/#$/, '');
      s = this.components[name] as Schema | undefined;
    }
    return s;
  }

  /** The properties of the rows of a list answer (`rows` is the path of the rows in data). */
  rowFields(method: string, path: string, rows?: string): string[] | undefined {
    let s = this.find(method, path)?.dataSchema;
    for (const key of rows ? rows.split('.') : [])
      s = this.deref((s?.properties as Schema | undefined)?.[key]);
    const items = this.deref(s?.type === 'array' ? s.items : undefined);
    const props = items?.properties as Schema | undefined;
    return props ? Object.keys(props) : undefined;
  }

  find(method: string, path: string): RouteInfo | undefined {
    const want = segments(path);
    return this.routes.find((r) => {
      if (r.method !== method) return false;
      const have = segments(r.path);
      return (
        have.length === want.length && have.every((s, i) => s === want[i] || s === '*' || want[i] === '*')
      );
    });
  }
}
