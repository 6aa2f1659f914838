import { Alert, Button } from 'antd';

/**
 * What the live preview shows when the draft it draws throws (docs/studio.md): the draft's problem to
 * fix in the editor, not the operator's 页面出错了 (nothing is reported to an administrator). The next
 * edit draws the preview again; 重新加载 draws it again now.
 */
export function PreviewErrorPanel({ kind, onReload }: { kind: 'render' | 'load'; onReload: () => void }) {
  const load = kind === 'load';
  return (
    <Alert
      type="error"
      showIcon
      message={load ? '预览加载失败' : '当前描述无法预览'}
      description={
        load
          ? '界面的代码没有加载成功，请检查网络后重新加载。'
          : '描述在显示时出错。请先修正检查出的问题，修改后预览会重新显示。'
      }
      action={
        <Button size="small" onClick={onReload}>
          重新加载
        </Button>
      }
    />
  );
}
