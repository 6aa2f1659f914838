/**
 * `npm run serve`: the server alone (beside `npm run dev`, or one instance of several after
 * `npm run build`), compiled by scripts/build.mjs when its sources changed, then run with Node.
 */
import { runServer } from './build.mjs';

await runServer('main');
