import { useMemo } from 'react';
import { Flex } from 'antd';
import type { DealFormBlock } from '../../engine/descriptor';
import { useDealFormContext, useDealInput } from '../../engine/blocks/controllers';
import { ButtonView } from '../blocks/ButtonView';

const BAR = { margin: '8px 0 16px' } as const;

/** The block's buttons (execute / download, cancel, return); their predicates may read `form` and `deal`. */
export function DealButtons({ block }: { block: DealFormBlock }) {
  const { fields, meta } = useDealFormContext();
  const form = useDealInput(fields.store);
  const extra = useMemo(() => ({ form, deal: meta ?? undefined }), [form, meta]);
  if (!block.buttons?.length) return null;
  return (
    <Flex gap={8} justify="center" style={BAR}>
      {block.buttons.map((b, i) => (
        <ButtonView key={i} button={b} extra={extra} />
      ))}
    </Flex>
  );
}
