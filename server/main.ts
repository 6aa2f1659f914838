import { DataDirLocked } from './db/dataDirLock';
import { StartRefused } from './production';
import { start } from './start';

async function main(): Promise<void> {
  const { app, close } = await start({ env: process.env, print: (line) => console.log(line), logger: true });
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

main().catch((err: unknown) => {
  console.error(err instanceof DataDirLocked || err instanceof StartRefused ? err.message : err);
  process.exit(1);
});
