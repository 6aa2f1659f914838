/**
 * The server's figures in Prometheus' text format (`GET /metrics`, docs/operations.md): requests per
 * route and status, their latency, the database pool, the list cache, logins and lockouts, calls to the
 * insurance center, and the process (memory, CPU, event loop). One registry per app (tests build many),
 * the process figures once per process.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db';
import { listCacheStats } from '../repositories/listCache';

/** Latency buckets in seconds: the list routes' targets (20, 50, 100 ms) and the slow deals. */
const BUCKETS = [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];

let processRegistry: Registry | undefined;

/** Memory, CPU, event-loop delay and handles of this process, registered once. */
function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'yb_' });
  }
  return processRegistry;
}

export interface Metrics {
  /** A request answered: `route` is the route's pattern (never the URL, which carries ids). */
  request(method: string, route: string, status: number, seconds: number): void;
  login(outcome: 'success' | 'failure'): void;
  /** An account locked after its last allowed failure. */
  lockout(): void;
  /** One call to the insurance center. */
  centerCall(deal: string, outcome: 'ok' | 'refused' | 'cancelled' | 'error', seconds: number): void;
  /** The figures as Prometheus text, and its content type. */
  render(): Promise<{ text: string; contentType: string }>;
}

export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'yb_http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'yb_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'yb_db_pool_connections',
    help: 'Database connections: open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = db.poolStats?.();
      if (!pool) return;
      this.set({ state: 'open' }, pool.open);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Counter({
    name: 'yb_list_cache_requests_total',
    help: 'List pages asked of the list cache: hit (served), joined (a load in flight), miss (loaded)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const stats = listCacheStats(db);
      this.reset();
      for (const result of ['hit', 'joined', 'miss'] as const) this.inc({ result }, stats[result]);
    },
  });
  const logins = new Counter({
    name: 'yb_logins_total',
    help: 'Login attempts by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const lockouts = new Counter({
    name: 'yb_login_lockouts_total',
    help: 'Accounts locked after too many wrong passwords',
    registers: [registry],
  });
  const centerCalls = new Histogram({
    name: 'yb_center_call_duration_seconds',
    help: 'Calls to the insurance center, by deal and outcome',
    labelNames: ['deal', 'outcome'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return {
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    login: (outcome) => logins.inc({ outcome }),
    lockout: () => lockouts.inc(),
    centerCall: (deal, outcome, seconds) => centerCalls.observe({ deal, outcome }, seconds),
    async render() {
      const merged = Registry.merge([registry, processFigures()]);
      return { text: await merged.metrics(), contentType: merged.contentType };
    },
  };
}
