import { DataDirLocked } from './db/dataDirLock';
import { StartRefused } from './production';
import { start } from './start';

async function main(): Promise<void> {
  const { app, close } = await start({ env: process.env, print: (line) => console.log(line), logger: true });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
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
