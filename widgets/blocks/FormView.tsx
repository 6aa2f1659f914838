import { useMemo } from 'react';
import { Flex, Spin } from 'antd';
import type { FormBlock } from '../../engine/descriptor';
import { renderTemplate } from '../../engine/expr';
import { useSubmitting } from '../../engine/form';
import {
  FormControllerContext,
  ScopeProvider,
  useBlockContext,
  useFormContext,
  useFormController,
  useFormData,
} from '../../engine/blocks/controllers';
import { LazySchemaForm } from '../form/lazySchemaForm';
import { LightForm } from '../form/LightForm';
import { lightFormFits } from '../form/lightFormFits';
import { childPointer, fieldsPointer, NodePointer, useNodePointer } from '../../engine/blocks/designMode';
import { ButtonView, submitsForm } from './ButtonView';
import { LazyCard as Card } from './lazyCard';

/**
 * The form's buttons; only they re-render while the user types (their predicates read `form`). A
 * button that submits the form shows loading while the form submits, even when Enter started it.
 */
function FormButtons({ block }: { block: FormBlock }) {
  const form = useFormContext();
  const data = useFormData(form);
  const submitting = useSubmitting(form.submission);
  const extra = useMemo(() => ({ form: data }), [data]);
  const node = useNodePointer();
  if (!block.buttons?.length) return null;
  const full = block.buttonsLayout === 'block';
  return (
    <Flex vertical={full} gap={8} justify={full ? undefined : 'center'}>
      {block.buttons.map((b, i) => (
        <ButtonView
          key={i}
          button={b}
          extra={extra}
          block={full}
          busy={submitting && submitsForm(b, form.id)}
          node={node === undefined ? undefined : childPointer(node, 'buttons', i)}
        />
      ))}
    </Flex>
  );
}

/**
 * A form block: its fields (disabled in view mode), then its buttons. A flat form of text fields
 * takes the light path (antd alone, `lightFormFits.ts`); any other is drawn by RJSF, loaded with it.
 */
export function FormView({ block }: { block: FormBlock }) {
  const form = useFormController(block, {
    id: block.id,
    onSubmit: block.onSubmit,
    load: block.load,
    mode: block.mode,
  });
  const ctx = useBlockContext();
  const node = useNodePointer();
  const scope = useMemo(() => ({ writers: form.writers }), [form.writers]);
  // Option sources and list fields rewrite the schema once loaded: such a form stays with RJSF.
  const light = useMemo(
    () => !block.options && !block.fields && lightFormFits(form.schema, block.uiSchema),
    [block.options, block.fields, block.uiSchema, form.schema],
  );
  const body = (
    <Spin spinning={form.loading}>
      <NodePointer pointer={fieldsPointer(node, block.schema)}>
        {light ? <LightForm /> : <LazySchemaForm />}
      </NodePointer>
      <FormButtons block={block} />
    </Spin>
  );
  return (
    <FormControllerContext.Provider value={form}>
      <ScopeProvider value={scope}>
        {block.title ? <Card title={renderTemplate(block.title, ctx)}>{body}</Card> : body}
      </ScopeProvider>
    </FormControllerContext.Provider>
  );
}
