/** `npm run screens:pull` (pull.ts, docs/studio.md「导出与导入」). */
import { runPull } from './pull';

process.exit(
  await runPull(process.argv.slice(2), {
    env: process.env,
    print: (line) => console.log(line),
    error: (line) => console.error(line),
  }),
);
