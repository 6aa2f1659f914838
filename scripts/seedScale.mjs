/**
 * `npm run seed:scale -- --users N --deal-log N --settlements N --sec N --tickets N [--seed N]`
 * (server/seed/scaleMain.ts): compiled with the server when its sources changed, then run with Node.
 */
import { runServer } from './build.mjs';

await runServer('seedScale', { log: console.error });
