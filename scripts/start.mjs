/**
 * `npm start`: rebuilds the console and the server only when a file their last build read changed (the
 * record beside each output, scripts/build.mjs), then runs the compiled server with Node. A built tree
 * whose files are unchanged needs no build tool.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, OUTPUTS, refusedExits, ROOT } from './build.mjs';

process.setSourceMapsEnabled(true);
process.chdir(ROOT);
await refusedExits(buildIfStale());
await import(pathToFileURL(join(ROOT, OUTPUTS.server.dir, 'main.js')).href);
