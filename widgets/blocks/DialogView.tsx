import { useMemo } from 'react';
import { Button, Flex, Modal } from 'antd';
import { RenderBlocks } from '../../engine/blocks/RenderBlocks';
import {
  childPointer,
  fieldsPointer,
  NodePointer,
  nodeAttrs,
  useNodePointer,
} from '../../engine/blocks/designMode';
import type { OpenDialog } from '../../engine/screen';
import type { DialogBlock } from '../../engine/descriptor';
import {
  FormControllerContext,
  ScopeProvider,
  useDialogController,
  useFormData,
  type DialogController,
} from '../../engine/blocks/controllers';
import { ButtonView } from './ButtonView';
import { useDialogFocus } from './dialogFocus';
import { SchemaForm } from '../form';

const NO_MASK_CLOSE = { closable: false } as const;

/** A dialog's own footer buttons; their context has the dialog's `form` data. */
function DialogButtons({ block, ctl }: { block: DialogBlock; ctl: DialogController }) {
  const data = useFormData(ctl.form);
  const node = useNodePointer();
  const extra = useMemo(() => ({ ...ctl.scope, form: data }), [ctl.scope, data]);
  return (
    <Flex gap={8} justify="end" wrap>
      {(block.buttons ?? []).map((b, i) => (
        <ButtonView
          key={i}
          button={b}
          extra={extra}
          node={node === undefined ? undefined : childPointer(node, 'buttons', i)}
        />
      ))}
      <Button onClick={ctl.close}>{ctl.cancelText ?? '关闭'}</Button>
    </Flex>
  );
}

/**
 * The open dialog: an antd Modal with its blocks and form; OK validates, then runs `onSubmit` (the
 * form's one guarded submit, which Enter runs too). It opens on its first field and gives the focus
 * back to its opener when it closes.
 */
export function DialogView({ dialog }: { dialog: OpenDialog }) {
  const ctl = useDialogController(dialog);
  const focus = useDialogFocus();
  const { block } = dialog;
  const formScope = useMemo(() => ({ writers: ctl.form.writers }), [ctl.form.writers]);
  const node = useNodePointer();
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
      afterOpenChange={focus.afterOpenChange}
      mask={NO_MASK_CLOSE}
      destroyOnHidden
      modalRender={node === undefined ? undefined : (panel) => <div {...nodeAttrs(node)}>{panel}</div>}
      footer={
        block.buttons ? (
          <DialogButtons block={block} ctl={ctl} />
        ) : ctl.submittable ? undefined : (
          <Button onClick={ctl.close}>{ctl.cancelText ?? '关闭'}</Button>
        )
      }
    >
      <div ref={focus.body}>
        <ScopeProvider value={ctl.scope}>
          {block.blocks && <RenderBlocks blocks={block.blocks} path={`dialogs.${dialog.id}.blocks`} />}
          {ctl.form.hasSchema && (
            <FormControllerContext.Provider value={ctl.form}>
              <ScopeProvider value={formScope}>
                <NodePointer pointer={fieldsPointer(node, block.schema)}>
                  <SchemaForm />
                </NodePointer>
              </ScopeProvider>
            </FormControllerContext.Provider>
          )}
        </ScopeProvider>
      </div>
    </Modal>
  );
}
