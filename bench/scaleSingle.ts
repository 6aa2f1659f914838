/**
 * One client of the scale bench: the pages an auditor asks of a million rows, each asked 15 times in a
 * row (p50 reported), and the plan of its list query (`EXPLAIN ANALYZE` of the statement the app sent,
 * caught by a `Db` that notes each statement): the index it uses and its execution time.
 */
import type { Db } from '../server/db';
import { percentile } from './stats';
import type { Tokens } from './scaleMix';

export interface SingleFigure {
  name: string;
  targetMs: number;
  p50: number;
  /** The plan's scan lines and execution time. */
  plan: string[];
}

interface Noted {
  sql: string;
  params: unknown[];
}

/**
 * `db` with every `query` noted while `noting` is on, and every statement sent outside a transaction
 * (`query` and `readNow`) counted (`statements()`): the mixed load's statements per request.
 */
export function withPlans(db: Db) {
  const noted: Noted[] = [];
  let noting = false;
  let sent = 0;
  const wrap = (inner: Db): Db =>
    new Proxy(inner, {
      get(target, key, receiver) {
        // PostgreSQL: the list routes' statements go to the connections with their timeout.
        if (key === 'withStatementTimeout' && target.withStatementTimeout)
          return (ms: number) => wrap(target.withStatementTimeout!(ms));
        if (key === 'readNow' && target.readNow)
          return (...args: Parameters<NonNullable<Db['readNow']>>) => {
            sent++;
            return target.readNow!(...args);
          };
        if (key !== 'query') return Reflect.get(target, key, receiver) as unknown;
        return (sql: string, params: unknown[] = [], ...rest: unknown[]) => {
          sent++;
          if (noting) noted.push({ sql, params });
          return (target.query as (...a: unknown[]) => unknown)(sql, params, ...rest);
        };
      },
    });
  const planned = wrap(db);
  return {
    db: planned,
    raw: db,
    statements: () => sent,
    async noting<T>(work: () => Promise<T>): Promise<{ result: T; statements: Noted[] }> {
      noted.length = 0;
      noting = true;
      try {
        return { result: await work(), statements: [...noted] };
      } finally {
        noting = false;
      }
    },
  };
}

type Planned = ReturnType<typeof withPlans>;

interface Ask {
  name: string;
  targetMs: number;
  path: string;
  token: keyof Tokens;
  /** The body, given the answer of the page before (for a cursor). */
  body: (before: Record<string, unknown>) => object;
}

const WHOLE = { beginTime: '2026-09-01', endTime: '2026-10-31' };
const SETTLED = { startDate: '2026-09-01', endDate: '2026-10-31' };

const ASKS: Ask[] = [
  {
    name: '交易日志 第1页',
    targetMs: 50,
    path: '/deal-log/query',
    token: 'hospital',
    body: () => ({ ...WHOLE, page: { size: 20, current: 1 } }),
  },
  {
    name: '交易日志 末页（keyset）',
    targetMs: 50,
    path: '/deal-log/query',
    token: 'hospital',
    body: () => ({ ...WHOLE, page: { size: 20, current: 50_000, last: true } }),
  },
  {
    name: '交易日志 末页的前一页（before）',
    targetMs: 50,
    path: '/deal-log/query',
    token: 'hospital',
    body: (b) => ({ ...WHOLE, page: { size: 20, current: 49_999, before: b.prev } }),
  },
  {
    name: '交易日志 报文ID前缀',
    targetMs: 20,
    path: '/deal-log/query',
    token: 'hospital',
    body: () => ({ ...WHOLE, msgid: `${'H21010200001'}2026101512`, page: { size: 20, current: 1 } }),
  },
  {
    name: '对账冲正查询 第1页',
    targetMs: 50,
    path: '/reconciliation/queryFirst',
    token: 'hospital',
    body: () => ({ ...SETTLED, page: { size: 20, current: 1 } }),
  },
  {
    name: '对账冲正查询 末页（keyset）',
    targetMs: 50,
    path: '/reconciliation/queryFirst',
    token: 'hospital',
    body: () => ({ ...SETTLED, page: { size: 20, current: 50_000, last: true } }),
  },
  {
    name: '对账冲正查询 已冲正',
    targetMs: 50,
    path: '/reconciliation/queryFirst',
    token: 'hospital',
    body: () => ({ ...SETTLED, used: '1', page: { size: 20, current: 1 } }),
  },
  {
    name: '用户列表 两字姓名（张伟）',
    targetMs: 20,
    path: '/api/user-manage',
    token: 'operator',
    body: () => ({ user: '张伟', page: { size: 10, current: 1 } }),
  },
  {
    name: '用户列表 姓名前缀',
    targetMs: 20,
    path: '/api/user-manage',
    token: 'operator',
    body: () => ({ user: '联系人4321', page: { size: 10, current: 1 } }),
  },
  {
    name: '用户列表 手机号前缀',
    targetMs: 20,
    path: '/api/user-manage',
    token: 'operator',
    body: () => ({ user: '1500004321', page: { size: 10, current: 1 } }),
  },
];

/** The scan lines and the execution time of `EXPLAIN ANALYZE` of the list statement among `statements`. */
async function planOf(db: Db, statements: Noted[]): Promise<string[]> {
  const list = statements.find(
    (s) => /\blimit\b/i.test(s.sql) && !/^\s*explain/i.test(s.sql) && !/count\(/i.test(s.sql),
  );
  if (!list) return ['（未捕获列表语句）'];
  const { rows } = await db.query<Record<string, string>>(
    `explain (analyze, buffers) ${list.sql}`,
    list.params,
  );
  const lines = rows.map((r) => Object.values(r)[0] ?? '');
  return lines
    .filter((l) => /Scan|Execution Time/.test(l))
    .map((l) => l.trim().replace(/\s+\(cost=.*?\)/, ''))
    .slice(0, 6);
}

export async function singleClient(url: string, tokens: Tokens, planned: Planned): Promise<SingleFigure[]> {
  const out: SingleFigure[] = [];
  let before: Record<string, unknown> = {};
  for (const ask of ASKS) {
    const call = async () => {
      const res = await fetch(`${url}/commondeal${ask.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[ask.token]}`, 'content-type': 'application/json' },
        body: JSON.stringify(ask.body(before)),
      });
      const answer = (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
      if (answer.code !== 0) throw new Error(`${ask.name}: ${answer.message}`);
      return answer.data;
    };
    const { statements } = await planned.noting(call);
    const times: number[] = [];
    let data: Record<string, unknown> = {};
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      data = await call();
      times.push(performance.now() - t);
    }
    before = data;
    out.push({
      name: ask.name,
      targetMs: ask.targetMs,
      p50: percentile(times, 50),
      plan: await planOf(planned.raw, statements),
    });
  }
  return out;
}
