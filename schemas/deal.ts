/**
 * Deals (numbered transactions of the national interface): the deal list, the deal metadata the
 * console turns into forms (spec 000 §3 Deal, Deal metadata, Deal SQL config; DESIGN §4), and the
 * bodies of the Deals calls (spec 000 §7).
 */
export * from './dealMeta';
export * from './dealCalls';
