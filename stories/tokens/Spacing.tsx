import { CONTROL_HEIGHTS, SPACING_STEPS } from './tokenGroups';
import { RowHeading, Section, Shape, TokenTable, TokenValue, useTableStyles, useTokens } from './parts';

/** A length as a bar of that many pixels. */
function Bar({ px, vertical = false }: { px: number; vertical?: boolean }) {
  const t = useTokens();
  return (
    <Shape
      style={{
        width: vertical ? t.sizeMD : px,
        height: vertical ? px : t.sizeXS,
        background: t.colorPrimaryBorder,
        borderRadius: t.borderRadiusXS,
      }}
    />
  );
}

/** The spacing scale (size, padding and margin of each step) and the heights of controls. */
export function Spacing() {
  const t = useTokens();
  const s = useTableStyles();
  return (
    <Section
      title="间距"
      note="间距的各档：元素之间的距离（size）、内边距（padding）与外边距（margin），以及控件的高度。"
    >
      <TokenTable headings={['档位', '间距', '内边距', '外边距', '示意']}>
        {SPACING_STEPS.map(({ step, size, padding, margin }) => (
          <tr key={step}>
            <RowHeading>{step}</RowHeading>
            {[size, padding, margin].map((name) => (
              <td key={name} style={s.td}>
                <TokenValue name={name} value={`${t[name]}px`} />
              </td>
            ))}
            <td style={s.td}>
              <Bar px={Number(t[size])} />
            </td>
          </tr>
        ))}
      </TokenTable>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: t.marginXL, marginTop: t.marginLG }}>
        {CONTROL_HEIGHTS.map(([name, label]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'flex-end', gap: t.marginXS }}>
            <Bar px={Number(t[name])} vertical />
            <span>
              <span style={{ display: 'block', color: t.colorText }}>{label}</span>
              <TokenValue name={name} value={`${t[name]}px`} />
            </span>
          </div>
        ))}
      </div>
    </Section>
  );
}
