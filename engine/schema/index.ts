export { SchemaRegistry } from './registry';
export type { JsonSchema } from './registry';
