import { lazy, Suspense, useState } from 'react';
import { Alert, Card, Empty, Spin, Typography } from 'antd';
import { AppContext } from '../../../engine/app';
import { ScreenRenderer } from '../../../engine/blocks';
import type { DesignCanvasLink } from '../../../engine/blocks/controllers/descriptorEditor/useDesigner';
import type { DescriptorEditorController } from '../../../engine/blocks/controllers/descriptorEditor/useDescriptorEditorController';
import { usePreviewIdentity } from '../../../engine/blocks/controllers/studio/usePreviewIdentity';
import { ScreenBoundary } from '../../../engine/router';
import { PreviewErrorPanel } from './PreviewErrorPanel';
import { PreviewIdentityPicker } from './PreviewIdentityPicker';

/** The canvas of 设计: a chunk of the designer, loaded with it (docs/studio.md, 设计). */
const DesignCanvas = lazy(() => import('../designer/DesignCanvas'));

/**
 * The live preview: the last valid descriptor rendered by the engine, as the signed-in account or as the
 * 预览身份 chosen (its role and organisation); its errors stay inside the error panel. In 设计 (`design`)
 * it is the designer's canvas: a node under the pointer is outlined, a click selects it.
 */
export function LivePreview({
  editor,
  studioPath,
  design,
}: {
  editor: DescriptorEditorController;
  studioPath?: string;
  design?: DesignCanvasLink;
}) {
  const [reloads, setReloads] = useState(0);
  const picker = usePreviewIdentity(studioPath);
  const { preview, stale } = editor;
  const { identity } = picker;
  // In 设计 the designer's draft is drawn in place at each edit; in 源码 the checked text, anew.
  const descriptor = design?.doc ?? preview?.descriptor;
  const drawn = design ? 'design' : String(preview?.version);
  const refusal = descriptor && picker.refusal(descriptor);
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
      ) : descriptor ? (
        <AppContext.Provider value={picker.app}>
          <div className="yb-screen-preview" style={{ position: 'relative' }}>
            <ScreenBoundary
              key={`${drawn}:${reloads}:${identity?.role.roleName ?? ''}:${identity?.org.orgCode ?? ''}`}
              screenId={descriptor.id}
              onReload={() => setReloads((n) => n + 1)}
              preview={PreviewErrorPanel}
            >
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {descriptor.title}
              </Typography.Title>
              {design ? (
                <Suspense fallback={<Spin />}>
                  <DesignCanvas link={design}>
                    <ScreenRenderer descriptor={descriptor} />
                  </DesignCanvas>
                </Suspense>
              ) : (
                <ScreenRenderer descriptor={descriptor} />
              )}
            </ScreenBoundary>
          </div>
        </AppContext.Provider>
      ) : (
        <Empty description={stale ? '描述有误，暂无可预览的界面' : '正在检查描述…'} />
      )}
    </Card>
  );
}
