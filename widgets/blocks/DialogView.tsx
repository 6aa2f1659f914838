import { useMemo } from 'react';
import { Button, Modal } from 'antd';
import { RenderBlocks } from '../../engine/blocks/RenderBlocks';
import type { OpenDialog } from '../../engine/screen';
import { FormControllerContext, ScopeProvider, useDialogController } from '../../engine/blocks/controllers';
import { SchemaForm } from '../form';

const NO_MASK_CLOSE = { closable: false } as const;

/** The open dialog: an antd Modal with its blocks and form; OK validates, then runs `onSubmit`. */
export function DialogView({ dialog }: { dialog: OpenDialog }) {
  const ctl = useDialogController(dialog);
  const { block } = dialog;
  const formScope = useMemo(() => ({ writers: ctl.form.writers }), [ctl.form.writers]);
  return (
    <Modal
      open
      title={ctl.title}
      width={block.width}
      okText={ctl.okText ?? '确定'}
      cancelText={ctl.cancelText ?? '取消'}
      confirmLoading={ctl.submitting}
      onOk={() => void ctl.ok()}
      onCancel={ctl.close}
      mask={NO_MASK_CLOSE}
      destroyOnHidden
      footer={ctl.submittable ? undefined : <Button onClick={ctl.close}>{ctl.cancelText ?? '关闭'}</Button>}
    >
      <ScopeProvider value={ctl.scope}>
        {block.blocks && <RenderBlocks blocks={block.blocks} path={`dialogs.${dialog.id}.blocks`} />}
        {ctl.form.hasSchema && (
          <FormControllerContext.Provider value={ctl.form}>
            <ScopeProvider value={formScope}>
              <SchemaForm />
            </ScopeProvider>
          </FormControllerContext.Provider>
        )}
      </ScopeProvider>
    </Modal>
  );
}
