/**
 * The JSON object columns the repositories read and write: a deal's input or output row as the
 * insurance-center simulator and the ledger keep it (setlinfo, setldetail, info, diseinfo…).
 */
export type JsonRow = Record<string, unknown>;

/** A JSON object column whose values are all texts: a deal's input row after normalisation. */
export type TextRow = Record<string, string>;
