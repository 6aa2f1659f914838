import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { closeWithStatus } from './plugins/errors';

export interface ConnectionDeadlines {
  /** A new connection must deliver the complete headers of its first request within this many ms. */
  firstRequestMs: number;
  /** After a response, the next request's complete headers must arrive within this many ms. */
  keepAliveMs: number;
}

/**
 * Deadlines on the connections of an HTTP server that hold when the client sends nothing useful.
 * Node's own timeouts do not: the socket idle timeout (CONNECTION_TIMEOUT_MS) and the keep-alive
 * timeout restart at every byte, and between two requests the headers timeout only starts once a
 * request begins — a client sending a blank line now and then keeps the connection for ever.
 *
 * Each connection gets one timer: armed when it opens ({@link ConnectionDeadlines.firstRequestMs};
 * on expiry the client is answered 408 请求超时, as Node answers slow headers, and disconnected),
 * cleared when a request's headers are complete (so a deal that takes long is never cut here), and
 * armed again when the connection's last pending response has gone
 * ({@link ConnectionDeadlines.keepAliveMs}; on expiry the idle connection is closed, as Node closes
 * an idle keep-alive connection). Bytes that are not a complete request header never postpone it.
 */
export function guardConnections(server: Server, deadlines: ConnectionDeadlines): void {
  const states = new WeakMap<
    Socket,
    { pending: number; arm: (ms: number, fresh: boolean) => void; clear: () => void }
  >();
  server.on('connection', (socket: Socket) => {
    let timer: NodeJS.Timeout | undefined;
    const state = {
      pending: 0,
      arm(ms: number, fresh: boolean) {
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (socket.destroyed) return;
          if (fresh) closeWithStatus(socket, 408);
          else socket.destroy();
        }, ms);
        // An open connection alone never keeps the process alive.
        timer.unref();
      },
      clear: () => clearTimeout(timer),
    };
    states.set(socket, state);
    state.arm(deadlines.firstRequestMs, true);
    socket.once('close', state.clear);
  });
  server.on('request', (request: { socket: Socket }, response: { once(e: 'close', f: () => void): void }) => {
    const socket = request.socket;
    const state = states.get(socket);
    if (!state) return;
    state.pending += 1;
    state.clear();
    response.once('close', () => {
      state.pending -= 1;
      if (state.pending === 0 && !socket.destroyed) state.arm(deadlines.keepAliveMs, false);
    });
  });
}
