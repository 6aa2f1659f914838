import { Button, Flex, theme } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';

const TEXTS = {
  render: {
    title: '页面出错了',
    sub: '页面显示时出错，已报告给管理员。请重新加载；如仍出错，请联系管理员。',
  },
  load: { title: '页面加载失败', sub: '未能取得页面，请检查网络后重新加载。' },
} as const;

/**
 * A screen that failed to render or load: a Chinese message (never the error's text) and 重新加载.
 * It is in the main bundle (widgets/lazyKit.tsx), so it shows when no chunk can be loaded: drawn with
 * what the login page loads anyway (button, flex, one icon) in the look of antd's Result, not with
 * Result itself (a chunk of its own, docs/performance.md's login budget).
 */
export function ErrorPanel({ kind, onReload }: { kind: 'render' | 'load'; onReload: () => void }) {
  const t = TEXTS[kind];
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      style={{ padding: `${token.paddingLG * 2}px ${token.paddingXL}px`, textAlign: 'center' }}
    >
      <ExclamationCircleOutlined
        style={{
          // the panel's red since it was antd's Result (a decorative icon: not the theme's text colour)
          color: '#ff4d4f',
          fontSize: Number(token.fontSizeHeading3) * 3,
          marginBottom: token.paddingLG,
        }}
      />
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          // Result's title margin (marginXS) above collapses into the icon's; not so in a flex column
          marginBottom: token.marginXS,
        }}
      >
        {t.title}
      </div>
      <div
        style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}
      >
        {t.sub}
      </div>
      <div style={{ marginTop: token.paddingLG }}>
        <Button type="primary" onClick={onReload}>
          重新加载
        </Button>
      </div>
    </Flex>
  );
}
