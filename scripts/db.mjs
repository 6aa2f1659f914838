/**
 * `npm run db:backup`, `npm run db:restore`, `npm run db:move` (server/dbCommand.ts): compiled with the
 * server by scripts/build.mjs when its sources changed, then run with Node. The build's lines go to standard
 * error, so standard output holds only the command's own.
 */
import { runServer } from './build.mjs';

await runServer('db', { log: console.error });
