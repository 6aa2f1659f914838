import { useMemo } from 'react';
import { Flex } from 'antd';
import type { DealFormBlock } from '../../engine/descriptor';
import { useDealFormContext, useDealInput } from '../../engine/blocks/controllers';
import { useSubmitting } from '../../engine/form';
import { ButtonView, submitsForm } from '../blocks/ButtonView';

const BAR = { margin: '8px 0 16px' } as const;

/** The block's buttons (execute / download, cancel, return); their predicates may read `form` and `deal`. */
export function DealButtons({ block }: { block: DealFormBlock }) {
  // Without buttons nothing subscribes to the whole input (a keystroke re-renders the field alone).
  return block.buttons?.length ? <DealButtonBar buttons={block.buttons} /> : null;
}

/**
 * The bar, re-rendered on every change of the input (predicates read `form`); a button that submits
 * the form shows loading while it submits.
 */
function DealButtonBar({ buttons }: { buttons: NonNullable<DealFormBlock['buttons']> }) {
  const { fields, meta, id, submission } = useDealFormContext();
  const form = useDealInput(fields.store);
  const submitting = useSubmitting(submission);
  const extra = useMemo(() => ({ form, deal: meta ?? undefined }), [form, meta]);
  return (
    <Flex gap={8} justify="center" style={BAR}>
      {buttons.map((b, i) => (
        <ButtonView key={i} button={b} extra={extra} busy={submitting && submitsForm(b, id)} />
      ))}
    </Flex>
  );
}
