import dayjs from 'dayjs';

/** Extra JSON Logic operators: pure functions of their (already evaluated) arguments. */
export const operators = {
  /** `{"startsWith": [{"var": "user.orgCode"}, "H"]}` */
  startsWith: ([s, prefix]: unknown[]) => typeof s === 'string' && s.startsWith(String(prefix ?? '')),
  /** `{"contains": [list-or-string, value]}` */
  contains: ([hay, needle]: unknown[]) =>
    Array.isArray(hay) ? hay.includes(needle) : typeof hay === 'string' && hay.includes(String(needle ?? '')),
  /** `{"matches": [value, "^1[3-9]\\d{9}$"]}`: regular-expression test. */
  matches: ([s, pattern]: unknown[]) => typeof s === 'string' && new RegExp(String(pattern)).test(s),
  /** `{"hasRole": [{"var": "user.roles"}, "ROLE_ADMIN"]}` */
  hasRole: ([roles, role]: unknown[]) => Array.isArray(roles) && roles.includes(role),
  /** `{"len": [value]}`: length of a string or list, 0 otherwise. */
  len: ([v]: unknown[]) => (typeof v === 'string' || Array.isArray(v) ? v.length : 0),
  /** `{"isEmpty": [value]}`: null, undefined, '' or []. */
  isEmpty: ([v]: unknown[]) =>
    v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0),
  /** `{"obj": ["key", value, "key2", value2]}` → `{key: value, key2: value2}`: builds an object. */
  obj: (args: unknown[]) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i + 1 < args.length; i += 2) out[String(args[i])] = args[i + 1];
    return out;
  },
  /**
   * `{"assign": [object, overrides, …]}`: a new object with the properties of each argument in turn, later
   * ones winning (non-objects are skipped). With `map`, every selected row with overrides:
   * `{"map": [{"var": "selection"}, {"assign": [{"var": ""}, {"obj": ["userNum", 255]}]}]}`.
   */
  assign: (args: unknown[]) =>
    Object.assign(
      {},
      ...args.filter((a): a is object => !!a && typeof a === 'object' && !Array.isArray(a)),
    ) as Record<string, unknown>,
  /** `{"at": [list, index]}`: the item at index (undefined when missing). */
  at: ([list, i]: unknown[]) => (Array.isArray(list) ? list[Number(i)] : undefined),
  /** `{"split": ["a,b", ","]}` → `["a", "b"]` (empty text → `[]`). */
  split: ([s, sep]: unknown[]) => (typeof s === 'string' && s !== '' ? s.split(String(sep ?? ',')) : []),
  /** `{"join": [["a", "b"], ","]}` → `"a,b"`. */
  join: ([list, sep]: unknown[]) => (Array.isArray(list) ? list.join(String(sep ?? ',')) : ''),
  /** `{"today": []}` or `{"today": ["YYYY年MM月DD日"]}` */
  today: ([format]: unknown[]) => dayjs().format(typeof format === 'string' ? format : 'YYYY-MM-DD'),
  /** `{"dateAdd": [date-or-null, amount, "month"|"day"|"year", format?]}` */
  dateAdd: ([date, amount, unit, format]: unknown[]) =>
    dayjs(typeof date === 'string' && date ? date : undefined)
      .add(Number(amount), (unit as dayjs.ManipulateType) ?? 'day')
      .format(typeof format === 'string' ? format : 'YYYY-MM-DD'),
} as const satisfies Record<string, (args: unknown[]) => unknown>;

export type OperatorName = keyof typeof operators;
