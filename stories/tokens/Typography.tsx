import { TEXT_STYLES } from './tokenGroups';
import { RowHeading, Section, TokenTable, TokenValue, useTableStyles, useTokens } from './parts';

/** A line height as antd gives it (a ratio) and in pixels at its font size. */
const lineHeightText = (ratio: number, size: number) =>
  `${Math.round(ratio * 1000) / 1000}（${Math.round(ratio * size)}px）`;

/** The font families, then every text size with its line height and a sample drawn in it. */
export function Typography() {
  const t = useTokens();
  const s = useTableStyles();
  return (
    <Section title="字体" note="字体族、字号与行高：控制台的正文、说明与各级标题。">
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: `${t.marginXS}px ${t.margin}px`,
        }}
      >
        <dt style={{ color: t.colorTextHeading }}>正文字体</dt>
        <dd style={{ margin: 0 }}>
          <TokenValue name="fontFamily" value={t.fontFamily} />
        </dd>
        <dt style={{ color: t.colorTextHeading }}>代码字体</dt>
        <dd style={{ margin: 0 }}>
          <TokenValue name="fontFamilyCode" value={t.fontFamilyCode} />
        </dd>
        <dt style={{ color: t.colorTextHeading }}>加粗字重</dt>
        <dd style={{ margin: 0 }}>
          <TokenValue name="fontWeightStrong" value={t.fontWeightStrong} />
        </dd>
      </dl>
      <TokenTable headings={['名称', '字号', '行高', '示例']}>
        {TEXT_STYLES.map(({ name, size, lineHeight }) => {
          const px = Number(t[size]);
          const ratio = Number(t[lineHeight]);
          return (
            <tr key={name}>
              <RowHeading>{name}</RowHeading>
              <td style={s.td}>
                <TokenValue name={size} value={`${px}px`} />
              </td>
              <td style={s.td}>
                <TokenValue name={lineHeight} value={lineHeightText(ratio, px)} />
              </td>
              <td style={{ ...s.td, fontSize: px, lineHeight: ratio, color: t.colorText }}>
                医保结算平台控制台
              </td>
            </tr>
          );
        })}
      </TokenTable>
    </Section>
  );
}
