export { SchemaRegistry, schemaNamesOf } from './registry';
export type { JsonSchema } from './registry';
