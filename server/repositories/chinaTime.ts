/**
 * A timestamptz column as the console shows it: China time, `YYYY-MM-DD HH24:MI:SS`. The database
 * session's own zone is UTC on PGlite (and whatever the server is set to on PostgreSQL), so the zone
 * is named here rather than left to the session.
 */
export const chinaTime = (column: string): string =>
  `to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;
