type Schema = Record<string, unknown>;

/** One value of a descriptor with the named types (schema definitions) it has, outermost first. */
export interface TypedNode {
  path: string;
  value: unknown;
  /** Definition names reached through `$ref`, e.g. `["RouteRef", "Template"]`. */
  types: string[];
  /** The enclosing values, innermost last, each with its types. */
  ancestors: { value: unknown; types: string[] }[];
}

const jsonType = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v;

/**
 * Walks a descriptor alongside its JSON Schema and reports every value whose schema is a named
 * definition (a `$ref`), so that a check finds what it looks for from the descriptor types
 * (an `Expr`, a `Template`, an `IconRef`…) rather than from key names.
 */
export function walkTyped(doc: unknown, root: Schema, visit: (node: TypedNode) => void): void {
  const defs = (root.definitions ?? {}) as Record<string, Schema>;
  const deref = (s: Schema | undefined, types: string[]): Schema | undefined => {
    for (let i = 0; i < 20 && s && typeof s.$ref === 'string'; i++) {
      const name = s.$ref.replace('#/definitions/', '');
      types.push(name);
      s = defs[name];
    }
    return s;
  };
  /** Whether a value can be an instance of a branch of a union (type, const and `type` discriminator). */
  const fits = (v: unknown, branch: Schema | undefined): boolean => {
    const s = deref(branch, []);
    if (!s) return false;
    const t = s.type;
    const vt = jsonType(v);
    if (typeof t === 'string' && t !== vt && !(t === 'integer' && vt === 'number')) return false;
    if (Array.isArray(t) && !t.includes(vt)) return false;
    if ('const' in s && s.const !== v) return false;
    if (vt !== 'object') return true;
    const obj = v as Record<string, unknown>;
    if (((s.required as string[] | undefined) ?? []).some((k) => !(k in obj))) return false;
    for (const [k, p] of Object.entries((s.properties ?? {}) as Record<string, Schema>))
      if ('const' in p && k in obj && obj[k] !== p.const) return false;
    return true;
  };
  const go = (v: unknown, schema: Schema | undefined, path: string, ancestors: TypedNode['ancestors']) => {
    const types: string[] = [];
    let s = deref(schema, types);
    for (let i = 0; i < 10 && s && (s.anyOf || s.oneOf); i++) {
      const branch = ((s.anyOf ?? s.oneOf) as Schema[]).find((b) => fits(v, b));
      s = branch && deref(branch, types);
    }
    if (types.length) visit({ path, value: v, types, ancestors });
    if (!s || !v || typeof v !== 'object') return;
    for (const part of (s.allOf as Schema[] | undefined) ?? []) go(v, part, path, ancestors);
    const inner = [...ancestors, { value: v, types }];
    if (Array.isArray(v)) {
      const items = s.items as Schema | undefined;
      v.forEach((item, i) => go(item, items, `${path}[${i}]`, inner));
      return;
    }
    const props = (s.properties ?? {}) as Record<string, Schema>;
    const extra = s.additionalProperties;
    for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
      const cs = props[k] ?? (extra && typeof extra === 'object' ? (extra as Schema) : undefined);
      go(child, cs, path ? `${path}.${k}` : k, inner);
    }
  };
  go(doc, root, '', []);
}
