/**
 * The 交易目录 section of `npm run bench` (`BENCH_ONLY=meta`, docs/performance.md): `POST /commondeal/meta`
 * for 2207 as shipped, then for 2207 published with 20 extension fields, same app, same run, on PGlite in
 * memory; autocannon with 100 connections and with one (bench/server.ts). A published deal is served
 * from memory like the baseline (the data version checked per read), so the ratio stays near 1.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { createPgliteDb, migrate } from '../server/db';
import { findDeal } from '../server/deals/catalogue';
import { dealText } from '../server/deals/studio/publishing';
import { dealStudio } from '../server/repositories/dealStudio';
import { seedDemo } from '../server/seed';
import { createSession } from '../server/services/sessions';
import { withExtensions } from './extensionFields';
import { autocannon } from './server';
import type { LoadFigures } from './serverFigures';

interface Side {
  load: LoadFigures;
  single: LoadFigures;
  /** The answer's size in bytes (uncompressed). */
  bytes: number;
}

export interface MetaFigures {
  /** 2207 as shipped (server/deals/catalogue). */
  baseline: Side;
  /** 2207 published with 20 more fields. */
  published: Side;
}

/** Each side is measured this often, alternately (the load of a shared machine moves); the best run is kept. */
const ROUNDS = 2;

const best = (runs: Side[]): Side => runs.reduce((a, b) => (b.load.reqPerSec > a.load.reqPerSec ? b : a));

const CALL = {
  name: '交易元数据 POST /meta 2207',
  method: 'POST' as const,
  path: '/commondeal/meta',
  body: JSON.stringify({ dealName: '2207' }),
};

export async function runMetaBench(): Promise<MetaFigures> {
  const db = await createPgliteDb();
  try {
    await migrate(db);
    await seedDemo(db, { scryptN: 2 ** 10 });
    const app = await buildApp({ db, logger: false, production: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const [user] = (
        await db.query<{ user_id: number }>("select user_id from users where username = 'H21010200001'")
      ).rows;
      const token = await createSession(db, user!.user_id, 120);
      const answer = async () =>
        (
          await fetch(url + CALL.path, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: CALL.body,
          })
        ).text();
      const measure = async (): Promise<Side> => ({
        load: await autocannon(url, CALL, token, 100),
        single: await autocannon(url, CALL, token, 1),
        bytes: Buffer.byteLength(await answer()),
      });
      const version = await dealStudio.publishVersion(
        app.db,
        '2207',
        dealText(withExtensions(findDeal('2207')!)),
        '压测：20 个扩展字段',
        'admin',
      );
      const serve = async (published: boolean) => {
        await dealStudio.setHead(
          app.db,
          '2207',
          { version: published ? version : null, archived: false },
          'admin',
        );
        if ((await answer()).includes('local_text_20') !== published)
          throw new Error('2207 的版本未按预期提供');
      };
      const runs = { baseline: [] as Side[], published: [] as Side[] };
      for (let round = 1; round <= ROUNDS; round++)
        for (const published of [false, true]) {
          console.log(
            `  round ${round}: 2207 ${published ? 'published with 20 extension fields' : 'as shipped'}…`,
          );
          await serve(published);
          runs[published ? 'published' : 'baseline'].push(await measure());
        }
      return { baseline: best(runs.baseline), published: best(runs.published) };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
