import { Button, Result } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';

const TEXTS = {
  render: {
    title: '页面出错了',
    sub: '页面显示时出错，已报告给管理员。请重新加载；如仍出错，请联系管理员。',
  },
  load: { title: '页面加载失败', sub: '未能取得页面，请检查网络后重新加载。' },
} as const;

/** A screen that failed to render or load: a Chinese message (never the error's text) and 重新加载. */
export function ErrorPanel({ kind, onReload }: { kind: 'render' | 'load'; onReload: () => void }) {
  const t = TEXTS[kind];
  return (
    <Result
      status="warning"
      icon={<ExclamationCircleOutlined style={{ color: '#ff4d4f' }} />}
      title={t.title}
      subTitle={t.sub}
      extra={
        <Button type="primary" onClick={onReload}>
          重新加载
        </Button>
      }
    />
  );
}
