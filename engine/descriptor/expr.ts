/**
 * A JSON Logic expression (json-logic-engine), e.g. `{"==": [{"var": "row.status"}, "0"]}`.
 * Literal strings, numbers and booleans evaluate to themselves.
 * Extra operators: `startsWith`, `contains`, `matches`, `hasRole`, `len`, `today`, `dateAdd`, `isEmpty`.
 * @title 表达式 @zh JSON Logic 表达式，按上下文求值；字面的文本、数字、布尔值即其本身
 */
export type Expr = string | number | boolean | null | { [operator: string]: unknown };

/**
 * A message template: literal text with `{{path}}` placeholders read from the context, e.g. `请在{{state.upload.dld_endtime}}前确认对账`.
 * @title 文本模板 @zh 文字中可用双花括号占位符引用上下文的值
 */
export type Template = string;

/** An object built from the context: each value is an expression. @title 字段映射 @zh 由上下文构造的对象，每个值是一个表达式 */
export type Mapping = { [key: string]: Expr };

/**
 * A JSON Schema, inline, or the `$id` of a shared schema in `schemas/` (e.g. `"MenuForm"`).
 * @title 数据结构 @zh 表单的 JSON Schema：内联写出，或 schemas/ 中共享结构的名称
 */
export type SchemaRef = string | { [keyword: string]: unknown };
