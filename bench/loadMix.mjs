/**
 * The load generator of the scale bench (bench/scale.ts), in a process of its own so that it does not
 * share the server's main thread: `connections` loops, each sending the next request of a weighted mix
 * over keep-alive sockets, timing each answer. A request is one of several bodies per call (pages,
 * filters and sorts varied, so that a list cache mostly misses), taken in turn. An answer counts as
 * failed unless it is HTTP 200 with `"code":0`.
 *
 * In: one JSON argument `{ url, connections, seconds, warmup, mix: [{ name, weight, method, path,
 * token, bodies: string[] }] }`. Out: one JSON line `{ seconds, perCall: { name: { latencies… } } }`
 * summarised as `{ count, errors, p50, p99 }` per call and `reqPerSec` in total.
 */
import http from 'node:http';

const spec = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
const target = new URL(spec.url);

/** The mix as a wheel: each call as often as its weight. */
const wheel = spec.mix.flatMap((call) => Array.from({ length: call.weight }, () => call));
const turns = new Map(spec.mix.map((call) => [call.name, 0]));

function send(call, body) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: call.method,
        path: call.path,
        headers: {
          authorization: `Bearer ${call.token}`,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let head = '';
        res.on('data', (chunk) => {
          if (head.length < 64) head += chunk.toString('utf8', 0, 64);
        });
        res.on('end', () =>
          resolve({
            ms: performance.now() - started,
            ok: res.statusCode === 200 && /"code":0[,}]/.test(head),
          }),
        );
      },
    );
    req.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
    req.end(body);
  });
}

async function run(seconds, record) {
  const until = performance.now() + seconds * 1000;
  let next = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const call = wheel[next++ % wheel.length];
      const turn = turns.get(call.name);
      turns.set(call.name, turn + 1);
      const answer = await send(
        call,
        call.bodies.length ? call.bodies[turn % call.bodies.length] : undefined,
      );
      record?.(call.name, answer);
    }
  };
  await Promise.all(Array.from({ length: spec.connections }, loop));
}

await run(spec.warmup);
const perCall = new Map(spec.mix.map((call) => [call.name, { latencies: [], errors: 0 }]));
const started = performance.now();
await run(spec.seconds, (name, answer) => {
  const figures = perCall.get(name);
  figures.latencies.push(answer.ms);
  if (!answer.ok) figures.errors++;
});
const seconds = (performance.now() - started) / 1000;
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const out = { seconds, reqPerSec: 0, calls: {} };
for (const [name, { latencies, errors }] of perCall) {
  const sorted = latencies.sort((a, b) => a - b);
  out.calls[name] = { count: sorted.length, errors, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
  out.reqPerSec += sorted.length / seconds;
}
agent.destroy();
console.log(JSON.stringify(out));
