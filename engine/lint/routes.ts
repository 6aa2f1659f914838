type Content = Record<string, { schema?: unknown }>;
type Schema = Record<string, unknown>;

/** The part of an OpenAPI document the lint reads. */
export interface OpenApiDoc {
  paths?: Record<
    string,
    Record<
      string,
      {
        parameters?: { in?: string; name?: string; required?: boolean }[];
        requestBody?: { content?: Content };
        responses?: Record<string, { content?: Content }>;
      }
    >
  >;
  components?: { schemas?: Record<string, unknown> };
}

export interface RouteInfo {
  method: string;
  path: string;
  bodySchema?: Schema;
  /** The query-string parameters the route declares. */
  query: { name: string; required: boolean }[];
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
          query: (op.parameters ?? [])
            .filter((p) => p.in === 'query' && typeof p.name === 'string')
            .map((p) => ({ name: p.name!, required: p.required === true })),
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

  /** The schema at a dot path of the success answer's `data` (`''` is data itself); undefined when absent. */
  dataAt(route: RouteInfo, path: string | undefined): Schema | undefined {
    let s = route.dataSchema;
    for (const key of path ? path.split('.') : []) s = this.deref(this.props(s)?.[key]);
    return s;
  }

  /** The properties of an object schema, those of `allOf`/`anyOf`/`oneOf` parts included. */
  props(schema: Schema | undefined): Schema | undefined {
    if (!schema) return undefined;
    const parts = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (schema[k] as Schema[] | undefined) ?? []);
    const own = schema.properties as Schema | undefined;
    if (!parts.length) return own;
    return Object.assign({}, ...parts.map((p) => this.props(this.deref(p)) ?? {}), own);
  }

  /**
   * The properties of the rows of a list answer (`rows` is the path of the rows in data); of a `single`
   * list, whose answer is the one row itself, its properties.
   */
  rowFields(method: string, path: string, rows?: string, single = false): string[] | undefined {
    const route = this.find(method, path);
    const s = route && this.dataAt(route, rows);
    const items = this.deref(s?.type === 'array' ? s.items : single ? s : undefined);
    const props = this.props(items);
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
