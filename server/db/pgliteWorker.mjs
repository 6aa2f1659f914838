/**
 * The embedded PostgreSQL (PGlite) in a worker thread: PGlite runs its queries synchronously
 * in WebAssembly, so on the server's main thread every query stopped HTTP parsing, hooks and socket
 * writes. Here it runs on a thread of its own and the main thread only posts messages (`pglite.ts` is the
 * other end and keeps the `Db` interface). Plain JavaScript so that Node runs it as it is: under tsx,
 * under vitest and beside the bundled server (`dist-server/`).
 *
 * Messages in: `{ id, op: 'query' | 'exec', sql, params?, tx? }`, `{ id, op: 'begin' }` (answers a
 * transaction id), `{ id, op: 'end', tx, commit }`, `{ id, op: 'listen', channel }`, `{ id, op: 'dump', compression? }`,
 * `{ id, op: 'close' }`. Out: `{ id, result }` or `{ id, error }`, and `{ notify, payload }` for each
 * notification of a channel listened to, posted before the answer of the statement that delivered it.
 * Run as a process with `--create` it only creates a new data directory's cluster.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;

// As a process of its own (`node pgliteWorker.mjs --create <dir> <startParams as JSON>`): create a new data
// directory's cluster (initdb), close it and exit, so that none of initdb's memory stays in the server's
// process (pglite.ts, createCluster).
if (!port && process.argv[2] === '--create') {
  try {
    const pg = await PGlite.create({
      dataDir: process.argv[3],
      extensions: { pg_trgm },
      startParams: JSON.parse(process.argv[4] ?? '[]'),
    });
    await pg.close();
    process.exit(0);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
if (!port) throw new Error('pgliteWorker.mjs runs as a worker thread');

/** An error as plain data: its message, name and the fields of a DatabaseError (code, constraint…). */
function plainError(err) {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error' };
  const out = { message: err.message, name: err.name, stack: err.stack };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  return out;
}

let pg;
try {
  const { dataDir, loadDataDir, startParams } = workerData ?? {};
  pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    // pg_trgm: the user list's substring filter is served by a trigram index (migration 014).
    extensions: { pg_trgm },
    // shared_buffers as the main thread set it (pglite.ts startParams).
    ...(startParams ? { startParams } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
} catch (err) {
  port.postMessage({ ready: false, error: plainError(err) });
  process.exit(1);
}

/** Open transactions: the PGlite transaction and how to end it. */
const txs = new Map();
let nextTx = 1;

const answer = (id, work) =>
  work.then(
    (result) => port.postMessage({ id, result }),
    (err) => port.postMessage({ id, error: plainError(err) }),
  );

function begin(id) {
  const tx = nextTx++;
  const open = { t: null, commit: null, rollback: null, done: null };
  let started = false;
  open.done = pg
    .transaction(async (t) => {
      started = true;
      open.t = t;
      await new Promise((resolve, reject) => {
        open.commit = resolve;
        open.rollback = reject;
        txs.set(tx, open);
        port.postMessage({ id, result: tx });
      });
    })
    .finally(() => txs.delete(tx));
  // BEGIN itself failed: the transaction never opened.
  open.done.catch((err) => {
    if (!started) port.postMessage({ id, error: plainError(err) });
  });
}

/** Ends a transaction; the answer says whether COMMIT succeeded (a rollback asked for answers null). */
function end(id, tx, commit) {
  const open = txs.get(tx);
  if (!open) return port.postMessage({ id, error: { message: `transaction ${tx} is not open` } });
  const ending = open.done;
  if (commit) open.commit();
  else open.rollback(Object.assign(new Error('rollback'), { rollback: true }));
  void answer(
    id,
    ending.then(
      () => null,
      (err) => {
        if (!commit && err?.rollback) return null;
        throw err;
      },
    ),
  );
}

port.on('message', (msg) => {
  const runner = msg.tx === undefined ? pg : txs.get(msg.tx)?.t;
  switch (msg.op) {
    case 'query':
      if (!runner)
        return port.postMessage({ id: msg.id, error: { message: `transaction ${msg.tx} is not open` } });
      return void answer(
        msg.id,
        runner.query(msg.sql, msg.params ?? []).then((res) => res.rows),
      );
    case 'exec':
      if (!runner)
        return port.postMessage({ id: msg.id, error: { message: `transaction ${msg.tx} is not open` } });
      return void answer(
        msg.id,
        runner.exec(msg.sql).then(() => null),
      );
    case 'begin':
      return begin(msg.id);
    case 'end':
      return end(msg.id, msg.tx, msg.commit);
    case 'listen':
      return void answer(
        msg.id,
        pg
          .listen(msg.channel, (payload) => port.postMessage({ notify: msg.channel, payload }))
          .then(() => null),
      );
    case 'dump':
      return void pg.dumpDataDir(msg.compression ?? 'none').then(
        async (blob) => {
          const buffer = await blob.arrayBuffer();
          port.postMessage({ id: msg.id, result: buffer }, [buffer]);
        },
        (err) => port.postMessage({ id: msg.id, error: plainError(err) }),
      );
    case 'close':
      return void answer(
        msg.id,
        pg.close().then(() => null),
      );
    default:
      port.postMessage({ id: msg.id, error: { message: `unknown op ${msg.op}` } });
  }
});

port.postMessage({ ready: true });
