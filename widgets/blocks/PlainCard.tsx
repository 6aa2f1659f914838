import { useContext, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';

/**
 * antd's bordered Card with a body only: its classes, and its look drawn from the theme's tokens (the
 * values of the Card's own style for a bordered card without head). The Card component imports its tabs
 * and skeleton (about 30 kB gzip) for options a blank page never uses.
 */
export function PlainCard({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { token } = theme.useToken();
  const prefixCls = getPrefixCls('card');
  const card: CSSProperties = {
    boxSizing: 'border-box',
    margin: 0,
    padding: 0,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    listStyle: 'none',
    fontFamily: token.fontFamily,
    position: 'relative',
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    ...style,
  };
  return (
    <div className={`${prefixCls} ${prefixCls}-bordered`} style={card}>
      <div
        className={`${prefixCls}-body`}
        style={{ padding: token.paddingLG, borderRadius: token.borderRadiusLG }}
      >
        {children}
      </div>
    </div>
  );
}
