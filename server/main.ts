import { openDb } from './openDb';

// The database opens first: the embedded one starts in its worker while Node loads the rest of the server
// (docs/performance.md, Memory at rest and start). A failure is met where start() awaits it.
const opening = openDb(process.env);
opening.catch(() => undefined);

async function main(): Promise<void> {
  const { start } = await import('./start');
  const { app, close } = await start({
    env: process.env,
    print: (line) => console.log(line),
    logger: true,
    db: opening,
  });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    // A request that never ends (a stuck client upload) does not keep the process: it goes after 30 s.
    setTimeout(() => {
      app.log.error(`${signal}: requests still open after 30 s, exiting`);
      process.exit(1);
    }, 30_000).unref();
    await close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch(async (err: unknown) => {
  const { DataDirLocked } = await import('./db/dataDirLock');
  const { StartRefused } = await import('./production');
  console.error(err instanceof DataDirLocked || err instanceof StartRefused ? err.message : err);
  process.exit(1);
});
