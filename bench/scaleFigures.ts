/** The figures of the scale bench (bench/scale.ts), as its report (bench/scaleReport.ts) reads them. */
import type { SingleFigure } from './scaleSingle';

export interface LoadResult {
  seconds: number;
  reqPerSec: number;
  calls: Record<string, { count: number; errors: number; p50: number; p99: number }>;
}

export interface ScaleFigures {
  driver: string;
  /** The tables of deep pages and isolation (scaleDeep.ts). */
  deep: string;
  rows: number;
  users: number;
  single: SingleFigure[];
  load: LoadResult;
  floor: LoadResult;
  /** Statements the app sent per request of the mixed load (outside transactions; the stamp reads too). */
  statementsPerRequest: number;
  /** The round-trip floor: a bare Fastify sending this many trivial statements a request to the same database. */
  roundTrips: { statements: number; load: LoadResult }[];
  /** Hits (and joins) of the list cache over all its requests during the load. */
  cacheHitRate: number;
}
