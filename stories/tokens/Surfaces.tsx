import type { CSSProperties } from 'react';
import { RADII, SHADOWS } from './tokenGroups';
import { Section, TokenValue, useTokens } from './parts';

/** A row of labelled tiles. */
function Tiles({ tiles }: { tiles: { key: string; label: string; style: CSSProperties; value: string }[] }) {
  const t = useTokens();
  return (
    <ul
      style={{ display: 'flex', flexWrap: 'wrap', gap: t.marginXL, listStyle: 'none', padding: 0, margin: 0 }}
    >
      {tiles.map(({ key, label, style, value }) => (
        <li key={key} style={{ width: 220 }}>
          <div
            aria-hidden="true"
            style={{ height: 96, background: t.colorBgContainer, marginBottom: t.marginSM, ...style }}
          />
          <span style={{ display: 'block', color: t.colorText }}>{label}</span>
          <TokenValue name={key} value={value} />
        </li>
      ))}
    </ul>
  );
}

/** The corner radii and the shadows of the theme, each drawn on a tile. */
export function Surfaces() {
  const t = useTokens();
  const border = `${t.lineWidth}px solid ${t.colorBorder}`;
  return (
    <>
      <Section title="圆角" note="控件、卡片与对话框的圆角。">
        <Tiles
          tiles={RADII.map(([name, label]) => ({
            key: name,
            label,
            style: { border, borderRadius: Number(t[name]), background: t.colorPrimaryBg },
            value: `${t[name]}px`,
          }))}
        />
      </Section>
      <Section title="阴影" note="浮在页面之上的部件投下的阴影，由浅到深。">
        <Tiles
          tiles={SHADOWS.map(([name, label]) => ({
            key: name,
            label,
            style: { boxShadow: String(t[name]), borderRadius: t.borderRadiusLG },
            value: String(t[name]),
          }))}
        />
      </Section>
    </>
  );
}
