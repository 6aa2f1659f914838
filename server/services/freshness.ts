import { stampFrom, STAMP_SQL, type Db, type Stamp } from '../db/types';

/**
 * The stamp every per-instance cache checks before serving from memory: the sessions generation and the
 * versions of the tables cached lists read (migrations 014 and 022). A cached entry is trusted only against a
 * stamp read by a query that starts after the request arrived; the requests waiting at one moment share that
 * one read. So a change committed on any instance is seen at once by every instance, while a burst of
 * requests costs one tiny query instead of one per request and cache. A driver that is told of each change
 * before the answer of the commit that made it (PGlite, the only server of its database: `Db.pushedStamp`)
 * gives the stamp without that query.
 */
class StampReader {
  /** The read in flight, and the one queued after it for requests that came in meanwhile. */
  private inflight: Promise<Stamp> | null = null;
  private next: Promise<Stamp> | null = null;

  constructor(private readonly db: Db) {}

  private startRead(): Promise<Stamp> {
    // On a connection of its own where the driver has one (PostgreSQL): behind the pool's queue, every
    // request would wait for the list queries of the requests before it, twice.
    type Row = { name: string; version: unknown };
    const read = (
      this.db.readNow ? this.db.readNow<Row>(STAMP_SQL) : this.db.query<Row>(STAMP_SQL, [], { prepare: true })
    ).then(({ rows }) => stampFrom(rows));
    const mine = read.finally(() => {
      if (this.inflight === mine) this.inflight = null;
    });
    this.inflight = mine;
    return mine;
  }

  /** The stamp, read by a query started after this call (a read already in flight may be older). */
  read(): Promise<Stamp> {
    if (!this.inflight) return this.startRead();
    this.next ??= this.inflight
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.startRead();
      });
    return this.next;
  }
}

const readers = new WeakMap<Db, StampReader>();

/** The current stamp: as pushed (PGlite), else read by a query started after this call. */
export async function stampOf(db: Db): Promise<Stamp> {
  const pushed = await db.pushedStamp?.();
  if (pushed) return pushed;
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = new StampReader(db)));
  return reader.read();
}
