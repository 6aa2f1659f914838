import {
  AA_TEXT_CONTRAST,
  contrastPairs,
  contrastRatio,
  type ContrastPair,
} from '../../widgets/themeContrast';
import { RowHeading, Section, Swatch, TokenTable, TokenValue, useTableStyles, useTokens } from './parts';

/** A ratio as WCAG writes it: 6.21:1. */
export const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

function Colour({ colour }: { colour: ContrastPair['text'] }) {
  const t = useTokens();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: t.marginXS }}>
      <Swatch colour={colour.value} size={20} />
      <TokenValue name={colour.token} value={colour.value} />
    </span>
  );
}

/** Whether the pair reads at AA: the verdict in words, a coloured dot beside it. */
function Verdict({ passes }: { passes: boolean }) {
  const t = useTokens();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: t.marginXXS }}>
      <Swatch colour={passes ? t.colorSuccess : t.colorError} size={10} />
      {passes ? '达标' : '未达标'}
    </span>
  );
}

/**
 * Every text colour of `contrastPairs` on its background, with its WCAG 2 ratio and whether it reaches
 * AA (4.5:1): the pairs the theme's unit test holds, computed from the theme in use.
 */
export function ContrastTable() {
  const t = useTokens();
  const s = useTableStyles();
  return (
    <Section
      title="颜色与对比度"
      note={`文字颜色与它所在的背景：按 WCAG 2 计算对比度，正文须达到 AA 级 ${AA_TEXT_CONTRAST}:1（与主题的单元测试是同一组颜色）。`}
    >
      <TokenTable
        headings={['用途', '文字颜色', '背景颜色', '示例', '对比度', `AA 级（${AA_TEXT_CONTRAST}:1）`]}
      >
        {contrastPairs(t).map((pair) => {
          const ratio = contrastRatio(pair.text.value, pair.background.value);
          return (
            <tr key={pair.use}>
              <RowHeading>{pair.use}</RowHeading>
              <td style={s.td}>
                <Colour colour={pair.text} />
              </td>
              <td style={s.td}>
                <Colour colour={pair.background} />
              </td>
              <td style={s.td}>
                <span
                  style={{
                    display: 'inline-block',
                    padding: `${t.paddingXXS}px ${t.paddingSM}px`,
                    borderRadius: t.borderRadius,
                    color: pair.text.value,
                    background: pair.background.value,
                  }}
                >
                  医保结算
                </span>
              </td>
              <td style={{ ...s.td, fontVariantNumeric: 'tabular-nums' }}>{ratioText(ratio)}</td>
              <td style={s.td}>
                <Verdict passes={ratio >= AA_TEXT_CONTRAST} />
              </td>
            </tr>
          );
        })}
      </TokenTable>
    </Section>
  );
}
