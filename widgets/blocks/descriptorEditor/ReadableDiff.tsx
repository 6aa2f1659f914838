import { Empty, Tabs, Typography } from 'antd';
import type { TagColor } from '../../../engine/descriptor';
import { ColouredTag } from '../FormattedValue';
import type { ReadableChange, ReadableSection } from '../../../engine/deal/dealMetaDiff';
import type { StudioSubject } from '../../../engine/blocks/controllers/studio/useStudioController';
import type { TextDiffProps } from './types';
import { TextDiff } from './TextDiff';

const KINDS: Record<ReadableChange['kind'], { color: TagColor; word: string }> = {
  added: { color: 'green', word: '新增' },
  removed: { color: 'red', word: '删除' },
  changed: { color: 'blue', word: '修改' },
  moved: { color: 'gold', word: '顺序' },
};

/** What one text changes of the other, in words: a part per section, a line per change. */
export function ReadableDiff({
  sections,
  height,
}: {
  sections: ReadableSection[] | undefined;
  height: number;
}) {
  if (!sections)
    return <Typography.Text type="warning">有一方不是可读的内容，无法按字段对比，请看按文本</Typography.Text>;
  if (!sections.length) return <Empty description="两个版本没有差异" />;
  return (
    <div style={{ maxHeight: height, overflow: 'auto' }}>
      {sections.map((s) => (
        <section key={s.title} aria-label={s.title} style={{ marginBottom: 12 }}>
          <Typography.Title level={5}>{s.title}</Typography.Title>
          <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
            {s.changes.map((c, i) => (
              <li key={`${c.text}:${i}`} style={{ marginBottom: 4 }}>
                <ColouredTag color={KINDS[c.kind].color} text={KINDS[c.kind].word} />
                <Typography.Text>{c.text}</Typography.Text>
                {c.details && (
                  <ul style={{ margin: '2px 0 0 56px', paddingLeft: 16 }}>
                    {c.details.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * 对比 of the studio: the text diff, and where the subject reads its texts in words (a deal: field by
 * field) 按字段 first beside 按文本.
 */
export function StudioDiff({ subject, ...diff }: TextDiffProps & { subject: StudioSubject }) {
  const words = subject.readableDiff;
  if (!words) return <TextDiff {...diff} />;
  return (
    <Tabs
      items={[
        {
          key: 'fields',
          label: '按字段',
          children: <ReadableDiff sections={words(diff.original, diff.modified)} height={diff.height} />,
        },
        { key: 'text', label: '按文本', children: <TextDiff {...diff} /> },
      ]}
    />
  );
}
