/** A deal's input or output, keyed by node name: an object, or a list of rows for array nodes. */
export type DealRow = Record<string, unknown>;
export type DealData = Record<string, DealRow | DealRow[]>;

/** The input after normalisation: every value a non-empty string. */
export type CleanRow = Record<string, string>;
export type CleanInput = Record<string, CleanRow | CleanRow[]>;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
