/** How many arguments an operator takes: `[min, max]` (max `Infinity` when unbounded). */
export type Arity = readonly [number, number];

const ANY: Arity = [0, Infinity];

/**
 * The arity of JSON Logic's operators (jsonlogic.com/operations.html) and of the console's extra
 * operators (engine/expr/operators.ts). A test checks that every extra operator has an entry here.
 */
export const arities: Record<string, Arity> = {
  var: [0, 2],
  missing: ANY,
  missing_some: [2, 2],
  if: [1, Infinity],
  '?:': [3, 3],
  '==': [2, 2],
  '===': [2, 2],
  '!=': [2, 2],
  '!==': [2, 2],
  '!': [1, 1],
  '!!': [1, 1],
  not: [1, 1],
  or: [1, Infinity],
  and: [1, Infinity],
  '??': [1, Infinity],
  '>': [2, 2],
  '>=': [2, 2],
  '<': [2, 3],
  '<=': [2, 3],
  max: [1, Infinity],
  min: [1, Infinity],
  '+': [1, Infinity],
  '*': [1, Infinity],
  '-': [1, 2],
  '/': [2, 2],
  '%': [2, 2],
  in: [2, 2],
  cat: ANY,
  substr: [2, 3],
  merge: ANY,
  map: [2, 2],
  filter: [2, 2],
  all: [2, 2],
  some: [2, 2],
  none: [2, 2],
  reduce: [2, 3],
  // the console's operators
  startsWith: [2, 2],
  contains: [2, 2],
  matches: [2, 2],
  hasRole: [2, 2],
  len: [1, 1],
  isEmpty: [1, 1],
  obj: ANY,
  assign: ANY,
  at: [2, 2],
  split: [1, 2],
  join: [1, 2],
  today: [0, 1],
  dateAdd: [3, 4],
};

/** Operators whose second argument is evaluated once per item, with the item as its data. */
export const ITERATORS = new Set(['map', 'filter', 'all', 'some', 'none', 'reduce']);
