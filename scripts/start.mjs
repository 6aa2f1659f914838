/**
 * `npm start`: rebuilds the console and the server only when their sources changed since the last
 * build (a stamp of the source hash in dist/ and dist-server/), then runs the compiled server with Node.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, OUTPUTS, ROOT } from './build.mjs';

process.setSourceMapsEnabled(true);
process.chdir(ROOT);
await buildIfStale();
await import(pathToFileURL(join(ROOT, OUTPUTS.server.dir, 'main.js')).href);
