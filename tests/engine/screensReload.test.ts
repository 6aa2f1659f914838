/**
 * `npm run dev` reloads the page by itself when a screen descriptor changes: the Vite plugin sends a full
 * reload for `screens/*.json`, and nothing for other files (those have HMR).
 */
import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screensReload } from '../../vite.screens';

function fakeServer() {
  const watcher = Object.assign(new EventEmitter(), {
    added: [] as string[],
    add: (d: string[]) => watcher.added.push(...d),
  });
  const sent: unknown[] = [];
  return { server: { watcher, ws: { send: (m: unknown) => sent.push(m) } }, watcher, sent };
}

describe('screensReload (Vite plugin)', () => {
  it('watches screens/ and sends a full reload when a descriptor changes, is added or removed', () => {
    const { server, watcher, sent } = fakeServer();
    const plugin = screensReload();
    (plugin.configureServer as (s: unknown) => void)(server);
    expect(watcher.added).toContain(resolve('screens'));
    watcher.emit('change', resolve('screens/login.screen.json'));
    watcher.emit('add', resolve('screens/new.screen.json'));
    watcher.emit('unlink', resolve('screens/new.screen.json'));
    expect(sent).toEqual(Array(3).fill({ type: 'full-reload', path: '*' }));
  });

  it('ignores other files', () => {
    const { server, watcher, sent } = fakeServer();
    (screensReload().configureServer as (s: unknown) => void)(server);
    watcher.emit('change', resolve('engine/router/ScreenRoute.tsx'));
    watcher.emit('change', resolve('package.json'));
    expect(sent).toEqual([]);
  });
});
