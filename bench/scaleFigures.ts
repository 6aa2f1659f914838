/** The figures of the scale bench (bench/scale.ts), as its report (bench/scaleReport.ts) reads them. */
import type { SingleFigure } from './scaleSingle';

export interface LoadResult {
  seconds: number;
  reqPerSec: number;
  calls: Record<string, { count: number; errors: number; p50: number; p99: number }>;
}

export interface ScaleFigures {
  driver: string;
  rows: number;
  users: number;
  single: SingleFigure[];
  load: LoadResult;
  floor: LoadResult;
  /** Hits (and joins) of the list cache over all its requests during the load. */
  cacheHitRate: number;
}
