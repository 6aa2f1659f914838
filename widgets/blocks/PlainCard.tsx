import { useContext, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useCardStyle from 'antd/es/card/style';

/**
 * antd's bordered Card with a body only, drawn with the Card's own style: the Card component imports
 * its tabs and skeleton (about 30 kB gzip) for options a blank page never uses.
 */
export function PlainCard({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefixCls);
  return (
    <div className={`${prefixCls} ${prefixCls}-bordered ${hashId} ${cssVarCls}`} style={style}>
      <div className={`${prefixCls}-body`}>{children}</div>
    </div>
  );
}
