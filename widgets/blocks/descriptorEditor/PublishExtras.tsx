import { Alert, Checkbox } from 'antd';
import type { PublishExtra, StudioController } from '../../../engine/blocks/controllers/studio/studioTypes';

/** What a ticked extra adds to the publish body: its key and the names the refusal gave. */
export type PublishExtraValues = Record<string, string[]>;

/** The names the server's refusal gives at `<prefix><name>`, with its messages as it words them. */
export function refusedFor(studio: StudioController, extra: PublishExtra) {
  const problems = studio.serverProblems.filter((p) => p.path.startsWith(extra.prefix));
  return { names: [...new Set(problems.map((p) => p.path.slice(extra.prefix.length)))], problems };
}

/** The extras ticked, as the publish body carries them (undefined: none). */
export function extraValues(studio: StudioController, ticked: string[]): PublishExtraValues | undefined {
  const entries = (studio.subject.publishExtras ?? [])
    .filter((e) => ticked.includes(e.key))
    .map((e) => [e.key, refusedFor(studio, e).names] as const)
    .filter(([, names]) => names.length > 0);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * In the publish dialog, for each extra of the subject the last refusal named (a deal's SQL
 * configurations a publish would orphan): the server's messages and the checkbox that sends the names.
 */
export function PublishExtras({
  studio,
  ticked,
  onTick,
}: {
  studio: StudioController;
  ticked: string[];
  onTick: (ticked: string[]) => void;
}) {
  return (studio.subject.publishExtras ?? []).map((extra) => {
    const { problems } = refusedFor(studio, extra);
    if (!problems.length) return null;
    const on = ticked.includes(extra.key);
    return (
      <Alert
        key={extra.key}
        style={{ marginTop: 12 }}
        type="warning"
        showIcon
        message={
          <ul style={{ margin: 0, paddingLeft: 16 }}>
            {problems.map((p) => (
              <li key={p.path}>{p.message}</li>
            ))}
          </ul>
        }
        description={
          <Checkbox
            checked={on}
            onChange={(e) =>
              onTick(e.target.checked ? [...ticked, extra.key] : ticked.filter((k) => k !== extra.key))
            }
          >
            {extra.label}
          </Checkbox>
        }
      />
    );
  });
}
