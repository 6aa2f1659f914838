/** The part of an OpenAPI document the lint reads. */
export interface OpenApiDoc {
  paths?: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>
  >;
}

export interface RouteInfo {
  method: string;
  path: string;
  bodySchema?: Record<string, unknown>;
}

const segments = (path: string): string[] =>
  path
    .split('?')[0]!
    .split('/')
    .filter(Boolean)
    .map((s) => (/^\{.*\}$/.test(s) || s.includes('{{') ? '*' : s));

/** The route table from OpenAPI, with a matcher for descriptor paths holding `{{placeholders}}`. */
export class RouteTable {
  private routes: RouteInfo[] = [];

  constructor(doc: OpenApiDoc) {
    for (const [path, ops] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(ops)) {
        const content = op.requestBody?.content ?? {};
        const schema = Object.values(content)[0]?.schema as Record<string, unknown> | undefined;
        this.routes.push({ method: method.toUpperCase(), path, bodySchema: schema });
      }
    }
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
