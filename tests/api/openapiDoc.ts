/** The server's own OpenAPI document, as the API tests that walk every route read it. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  minLength?: number;
  default?: unknown;
};

export interface Operation {
  parameters?: Array<{ in: string; name: string; schema: Schema; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** A schema with its `$ref`s followed into the document's components. */
export const resolverOf =
  (doc: () => Doc) =>
  (s: Schema): Schema => {
    let at = s;
    while (at.$ref) at = doc().components.schemas[at.$ref.replace('#/components/schemas/', '')] ?? {};
    return at;
  };
