/**
 * The subschema of a node (docs/studio.md, 设计): what its properties form is drawn from. Follows the
 * descriptor JSON Schema down the node's pointer, picking at each union the member the value fits.
 */
import { FORM_SCHEMA_DEFINITION } from './kinds';
import { segmentsOf } from './pointer';
import { definitionsOf, resolveFor, stepInto, type Resolved, type Schema } from './schemaNav';
import type { NodePath } from './types';

export { definitionsOf };
export type { Resolved, Schema };

/** The definition name the designer gives a form field's own schema (not a descriptor definition). */
export const FIELD_DEFINITION = 'FormField';

/** What a form field may say of itself: a JSON Schema for one property, kept to what a form shows. */
export const FIELD_SCHEMA: Schema = {
  type: 'object',
  title: '表单字段',
  properties: {
    title: { type: 'string', title: '标题', description: '字段的中文名称，显示在输入框前。' },
    type: {
      type: 'string',
      title: '类型',
      enum: ['string', 'number', 'integer', 'boolean', 'array'],
      description: '值的类型：文本、数字、整数、是否、列表。',
    },
    description: { type: 'string', title: '说明', description: '显示在字段下方的提示。' },
    format: {
      type: 'string',
      title: '格式',
      enum: ['date', 'date-time', 'email', 'uri'],
      description: '文本的格式，如日期。',
    },
    enum: { type: 'array', title: '可选值', items: { type: 'string' }, description: '只能从这些值中选择。' },
    pattern: { type: 'string', title: '正则', description: '值须匹配的正则表达式。' },
    minLength: { type: 'number', title: '最短长度', description: '文本的最少字符数。' },
    maxLength: { type: 'number', title: '最大长度', description: '文本的最多字符数。' },
    minimum: { type: 'number', title: '最小值', description: '数字的下限。' },
    maximum: { type: 'number', title: '最大值', description: '数字的上限。' },
    default: { type: 'string', title: '默认值', description: '字段的初始值。' },
    // Kept on the form schema (`required`, `errorMessage.required`): fieldRules.ts.
    required: { type: 'boolean', title: '必填', description: '不填不能提交。' },
    requiredMessage: {
      type: 'string',
      title: '必填提示',
      description: '必填字段未填时显示的提示，如「请输入角色名称」。',
    },
  },
};

/**
 * The subschema for the node at `path` of `doc`: `$ref`s followed, the union member its value fits
 * (by its `type` const, then its required keys), and for a form field (`…/schema/properties/<name>`)
 * {@link FIELD_SCHEMA}. Undefined when the schema has nothing to say at that path.
 */
export function schemaAt(schema: Schema, doc: unknown, path: NodePath): Resolved | undefined {
  const segs = segmentsOf(path);
  let value: unknown = doc;
  let r = resolveFor(schema, schema, value);
  for (let i = 0; i < segs.length && r; i++) {
    const seg = segs[i]!;
    if (r.definition === FORM_SCHEMA_DEFINITION && seg === 'properties' && i === segs.length - 2)
      return { definition: FIELD_DEFINITION, schema: FIELD_SCHEMA };
    const container = value;
    value =
      container && typeof container === 'object' ? (container as Record<string, unknown>)[seg] : undefined;
    const next = stepInto(r.schema, seg, container);
    if (!next) return undefined;
    r = resolveFor(schema, next, value);
  }
  return r;
}

/** The schema of one definition by name (`CrudBlock`, `Column`…). */
export const definitionSchema = (schema: Schema, definition: string): Schema | undefined =>
  definitionsOf(schema)[definition];

/**
 * A subschema made self-contained for a form (RJSF): the root's `definitions` beside it, so the `$ref`s
 * it holds still resolve.
 */
export const withDefinitions = (schema: Schema, sub: Schema): Schema => ({
  ...sub,
  definitions: definitionsOf(schema),
});
