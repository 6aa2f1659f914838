import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import type { GlobalToken } from 'antd';

/** The theme's tokens the page is drawn from (DesignTokensPage). */
export const TokensContext = createContext<GlobalToken | null>(null);

export function useTokens(): GlobalToken {
  const t = useContext(TokensContext);
  if (!t) throw new Error('设计令牌页的部件须在 DesignTokensPage 之内');
  return t;
}

/** A section of the page: its heading, a line on what it shows, its content. */
export function Section({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  const t = useTokens();
  return (
    <section style={{ marginBlock: t.marginXL }}>
      <h2
        style={{
          fontSize: t.fontSizeHeading3,
          lineHeight: t.lineHeightHeading3,
          fontWeight: t.fontWeightStrong,
          color: t.colorTextHeading,
          margin: 0,
        }}
      >
        {title}
      </h2>
      <p style={{ color: t.colorTextDescription, marginBlock: `${t.marginXXS}px ${t.marginSM}px` }}>{note}</p>
      {children}
    </section>
  );
}

/** A token's name and its value, as a designer looks them up. */
export function TokenValue({ name, value }: { name: string; value: string | number }) {
  const t = useTokens();
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <code style={{ fontFamily: t.fontFamilyCode, color: t.colorText }}>{name}</code>
      <span style={{ fontFamily: t.fontFamilyCode, color: t.colorTextDescription }}>{value}</span>
    </span>
  );
}

/** A drawn shape that only shows a value written beside it (hidden from screen readers). */
export function Shape({ style }: { style: CSSProperties }) {
  return <span aria-hidden="true" style={{ display: 'inline-block', flex: 'none', ...style }} />;
}

/** A colour as a small square. */
export function Swatch({ colour, size = 28 }: { colour: string; size?: number }) {
  const t = useTokens();
  return (
    <Shape
      style={{
        width: size,
        height: size,
        background: colour,
        border: `${t.lineWidth}px solid ${t.colorBorder}`,
        borderRadius: t.borderRadiusSM,
      }}
    />
  );
}

/** The styles of the page's tables: full width, thin lines between rows, cells aligned to the middle. */
export function useTableStyles(): { th: CSSProperties; td: CSSProperties } {
  const t = useTokens();
  const cell: CSSProperties = {
    padding: `${t.paddingXS}px ${t.paddingSM}px`,
    borderBottom: `${t.lineWidth}px solid ${t.colorBorderSecondary}`,
    textAlign: 'left',
    verticalAlign: 'middle',
  };
  return {
    th: { ...cell, fontWeight: t.fontWeightStrong, background: t.colorFillAlter, color: t.colorTextHeading },
    td: cell,
  };
}

/** A table of tokens: its column headings, then its rows (each led by a `RowHeading`). */
export function TokenTable({ headings, children }: { headings: string[]; children: ReactNode }) {
  const s = useTableStyles();
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {headings.map((h) => (
            <th key={h} scope="col" style={s.th}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The heading cell of a row: what the row is. */
export function RowHeading({ children }: { children: ReactNode }) {
  const s = useTableStyles();
  return (
    <th scope="row" style={{ ...s.td, fontWeight: 'normal' }}>
      {children}
    </th>
  );
}
