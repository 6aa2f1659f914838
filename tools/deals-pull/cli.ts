/** `npm run deals:pull` (pull.ts, docs/studio.md「导出与导入」). */
import { runDealsPull } from './pull';

process.exit(
  await runDealsPull(process.argv.slice(2), {
    env: process.env,
    print: (line) => console.log(line),
    error: (line) => console.error(line),
  }),
);
