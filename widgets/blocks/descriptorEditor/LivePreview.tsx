import { useState } from 'react';
import { Alert, Card, Empty, Typography } from 'antd';
import { AppContext } from '../../../engine/app';
import { ScreenRenderer } from '../../../engine/blocks';
import type { DescriptorEditorController } from '../../../engine/blocks/controllers/descriptorEditor/useDescriptorEditorController';
import { usePreviewIdentity } from '../../../engine/blocks/controllers/studio/usePreviewIdentity';
import { ScreenBoundary } from '../../../engine/router';
import { PreviewErrorPanel } from './PreviewErrorPanel';
import { PreviewIdentityPicker } from './PreviewIdentityPicker';

/**
 * The live preview: the last valid descriptor rendered by the engine, as the signed-in account or as the
 * 预览身份 chosen (its role and organisation); its errors stay inside the error panel.
 */
export function LivePreview({
  editor,
  studioPath,
}: {
  editor: DescriptorEditorController;
  studioPath?: string;
}) {
  const [reloads, setReloads] = useState(0);
  const picker = usePreviewIdentity(studioPath);
  const { preview, stale } = editor;
  const { identity } = picker;
  const refusal = preview && picker.refusal(preview.descriptor);
  return (
    <Card
      size="small"
      title="预览"
      extra={<PreviewIdentityPicker picker={picker} />}
      styles={{ body: { minHeight: 200 } }}
    >
      {identity && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`以「${identity.role.roleCnname} · ${identity.org.orgCode} ${identity.org.orgName}」的身份预览`}
          description="显示条件、可用操作和默认值按该身份计算；数据仍以当前账号的权限读取，预览中的保存、删除等操作会真实执行。"
        />
      )}
      {stale && preview && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="当前描述有误，预览显示的是最近一次有效的版本"
        />
      )}
      {refusal ? (
        <Alert type="warning" showIcon message={refusal} />
      ) : preview ? (
        <AppContext.Provider value={picker.app}>
          <div className="yb-screen-preview" style={{ position: 'relative' }}>
            <ScreenBoundary
              key={`${preview.version}:${reloads}:${identity?.role.roleName ?? ''}:${identity?.org.orgCode ?? ''}`}
              screenId={preview.descriptor.id}
              onReload={() => setReloads((n) => n + 1)}
              preview={PreviewErrorPanel}
            >
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {preview.descriptor.title}
              </Typography.Title>
              <ScreenRenderer descriptor={preview.descriptor} />
            </ScreenBoundary>
          </div>
        </AppContext.Provider>
      ) : (
        <Empty description={stale ? '描述有误，暂无可预览的界面' : '正在检查描述…'} />
      )}
    </Card>
  );
}
