import type { Guidance } from './subject';

function Notes({ label, notes }: { label: string; notes: readonly string[] }) {
  if (!notes.length) return null;
  return (
    <>
      <p>
        <strong>{label}</strong>
      </p>
      <ul>
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </>
  );
}

/** The spec's dos (宜) and don'ts (忌) for a block or widget; nothing when the spec gives no rule. */
export function GuidanceNotes({ guidance }: { guidance: Guidance | undefined }) {
  const dos = guidance?.dos ?? [];
  const donts = guidance?.donts ?? [];
  if (!dos.length && !donts.length) return null;
  return (
    <>
      <h2>规范</h2>
      <Notes label="宜" notes={dos} />
      <Notes label="忌" notes={donts} />
    </>
  );
}
