import { COLOUR_GROUPS } from './tokenGroups';
import { Section, Swatch, TokenValue, useTokens } from './parts';

/** The theme's colours by what they are for, each as a square with its token and value. */
export function Palette() {
  const t = useTokens();
  return (
    <Section title="颜色" note="主题的品牌色、功能色、文字、背景与边框颜色。">
      {COLOUR_GROUPS.map(({ group, tokens }) => (
        <div key={group} style={{ marginBottom: t.marginMD }}>
          <h3 style={{ fontSize: t.fontSizeLG, color: t.colorTextHeading, margin: `0 0 ${t.marginXS}px` }}>
            {group}
          </h3>
          <ul
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              gap: t.marginSM,
              listStyle: 'none',
              padding: 0,
              margin: 0,
            }}
          >
            {tokens.map(([name, label]) => (
              <li key={name} style={{ display: 'flex', alignItems: 'center', gap: t.marginSM }}>
                <Swatch colour={String(t[name])} size={40} />
                <span>
                  <span style={{ display: 'block', color: t.colorText }}>{label}</span>
                  <TokenValue name={name} value={String(t[name])} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}
