import { delimiter, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `npm run dev`: the page reloads by itself when a screen descriptor changes. The descriptors are not
 * part of the bundle (the server serves them), so Vite would not notice: this watches `screens/` and
 * the folders of `SCREENS_DIR`, and sends a full reload.
 */
export function screensReload(): Plugin {
  const dirs = [resolve('screens'), ...(process.env.SCREENS_DIR ?? '').split(delimiter).filter(Boolean)].map(
    (d) => resolve(d),
  );
  return {
    name: 'yb-screens-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(dirs);
      const reload = (file: string) => {
        const path = resolve(file);
        if (path.endsWith('.json') && dirs.some((d) => path.startsWith(d + sep)))
          server.ws.send({ type: 'full-reload', path: '*' });
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
      server.watcher.on('unlink', reload);
    },
  };
}
