/**
 * The insurance center as the platform sees it. The simulator (`createSimulator`) is the default; a
 * real center adapter implements the same interface and is passed to `buildApp({ center })`.
 */
import type { Db } from '../../db';
import type { DealData } from '../input';

export interface CenterContext {
  /** The calling institution (fixmedins_code) and its name. */
  orgCode: string;
  orgName: string;
  /** The institution's current sign-in number (9001), null before signing in. */
  signNo: string | null;
  /** The operator: opter / opter_name of the envelope. */
  opter: { id: string; name: string };
  /** The platform database: envelopes are logged in deal_log, files kept in deal_files. */
  db: Db;
  /**
   * The medical-insurance areas of a remote (异地) deal: where the person is treated and where insured
   * (mdtrtarea_admvs / insuplc_admdvs of the envelope). Absent: both are the platform's own area.
   */
  areas?: { mdtrtarea: string; insuplc: string };
  /** Aborted when the caller gives up (the client disconnected): the deal stops and writes nothing. */
  signal?: AbortSignal;
}

export interface CenterAnswer {
  /** The deal's output keyed by output node name. */
  output: DealData;
  /** Where the browser downloads the file the deal delivered (9102, 13xx, 3202). */
  fileUrl?: string;
}

export interface InsuranceCenter {
  /**
   * Runs one deal: validates the input against the deal's metadata, wraps it in the national envelope,
   * logs it, and answers the output. A refusal of the center (infcode -1) throws `CenterError`; a
   * cancelled call throws `DealCancelled`.
   */
  exec(dealName: string, input: unknown, ctx: CenterContext): Promise<CenterAnswer>;
}

/** The center answered infcode -1 with this err_msg. */
export class CenterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CenterError';
  }
}

/** The caller went away before the deal finished; nothing was recorded. */
export class DealCancelled extends Error {
  constructor() {
    super('交易已取消');
    this.name = 'DealCancelled';
  }
}
