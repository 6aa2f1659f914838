/**
 * `npm run seed:scale -- --users 100000 --deal-log 1000000 --settlements 1000000 --sec 100000 --tickets 100000 --seed 1`:
 * fills the database the server would open (DATABASE_URL, else the embedded one in DATA_DIR, which no
 * running server may hold) with a province's volume of data (scale.ts), after the migrations and the demo
 * data, and prints its progress. docs/operations.md.
 */
import { migrate } from '../db/migrate';
import { isProduction } from '../production';
import { openDb } from '../openDb';
import { SCRYPT_N } from '../services/passwords';
import { seedDemo } from './index';
import { SCALE_ORG, SCALE_PASSWORD, seedScale, type ScaleCounts } from './scale';

const FLAGS: Record<string, keyof ScaleCounts> = {
  '--users': 'users',
  '--deal-log': 'dealLog',
  '--settlements': 'settlements',
  '--sec': 'sec',
  '--tickets': 'tickets',
};

function parse(argv: string[]): { counts: ScaleCounts; seed: number } {
  const counts: ScaleCounts = { users: 0, dealLog: 0, settlements: 0, sec: 0, tickets: 0 };
  let seed = 1;
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i] ?? '';
    const value = Number(argv[i + 1]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${flag} 需要一个非负整数`);
    if (flag === '--seed') seed = value;
    else if (FLAGS[flag]) counts[FLAGS[flag]] = value;
    else throw new Error(`未知参数 ${flag}（可用：${[...Object.keys(FLAGS), '--seed'].join(' ')}）`);
  }
  return { counts, seed };
}

async function main() {
  if (isProduction(process.env))
    throw new Error('规模测试数据只用于测量：生产模式（NODE_ENV=production）下不写入。');
  const { counts, seed } = parse(process.argv.slice(2));
  const started = Date.now();
  const db = await openDb(process.env);
  try {
    await migrate(db);
    await seedDemo(db, { scryptN: SCRYPT_N });
    let last = '';
    await seedScale(
      db,
      counts,
      seed,
      (what, done, total) => {
        const line = `${what}：${done.toLocaleString('zh-CN')} / ${total.toLocaleString('zh-CN')}`;
        if (line !== last) console.log(`${line}（${((Date.now() - started) / 1000).toFixed(0)} 秒）`);
        last = line;
      },
      SCRYPT_N,
    );
  } finally {
    await db.close();
  }
  console.log(
    `完成，用时 ${((Date.now() - started) / 1000).toFixed(0)} 秒（种子 ${seed}）。生成的账号为 150 开头的手机号，` +
      `密码 ${SCALE_PASSWORD}；交易日志与结算记录属于 ${SCALE_ORG}。`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
