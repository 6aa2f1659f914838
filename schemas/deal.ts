/**
 * Deals (numbered transactions of the national interface): the deal list, the deal metadata the
 * console turns into forms, and the bodies of the Deals calls.
 */
export * from './dealMeta';
export * from './dealCalls';
