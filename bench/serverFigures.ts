/** What the server bench measures of one list call. */
export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface ServerFigures {
  driver: string;
  call: string;
  /** Whether the list cache was on (the default), or off (`LIST_CACHE=0`: each call queries the database). */
  cached: boolean;
  load: LoadFigures;
  floor: LoadFigures;
  /** Single client, p50 ms. */
  single: number;
}
