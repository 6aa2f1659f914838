/**
 * The Chinese default message of each broken rule (a field without a schema `errorMessage` of its
 * own). The form widgets re-export them with their own texts (`widgets/form/messages.ts`).
 */
export const validationMessages = {
  required: (title: string) => `请输入${title}`,
  requiredChoice: (title: string) => `请选择${title}`,
  pattern: (title: string) => `${title}格式不正确`,
  maxLength: (title: string, n: unknown) => `${title}不能超过${String(n)}个字符`,
  minLength: (title: string, n: unknown) => `${title}不能少于${String(n)}个字符`,
  minimum: (title: string, n: unknown) => `${title}不能小于${String(n)}`,
  maximum: (title: string, n: unknown) => `${title}不能大于${String(n)}`,
  exclusiveMinimum: (title: string, n: unknown) => `${title}必须大于${String(n)}`,
  exclusiveMaximum: (title: string, n: unknown) => `${title}必须小于${String(n)}`,
  integer: (title: string) => `${title}须为整数`,
  number: (title: string) => `${title}须为数字`,
  enum: (title: string) => `请选择正确的${title}`,
  minItems: (title: string, n: unknown) => `${title}至少需要${String(n)}项`,
  maxItems: (title: string, n: unknown) => `${title}最多${String(n)}项`,
  uniqueItems: (title: string) => `${title}不能有重复项`,
  multipleOf: (title: string, n: unknown) => `${title}须为${String(n)}的整数倍`,
  /** A `multipleOf` of 0.1, 0.01…: at most `n` decimals. */
  decimals: (title: string, n: number) => `${title}最多保留${n}位小数`,
  minProperties: (title: string, n: unknown) => `${title}至少需要填写${String(n)}项`,
  maxProperties: (title: string, n: unknown) => `${title}最多填写${String(n)}项`,
  /** Any other broken rule: ajv's own text is English, so it never shows. */
  invalid: (title: string) => `${title}填写不正确`,
} as const;
