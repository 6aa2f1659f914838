import { Alert, Spin } from 'antd';
import type { DealFormBlock } from '../../engine/descriptor';
import {
  DealFieldsContext,
  DealFormControllerContext,
  ScopeProvider,
  useDealFormController,
} from '../../engine/blocks/controllers';
import { DealButtons } from './DealButtons';
import { DealInputs } from './DealInputs';
import { DealOutputView } from './DealOutputView';
import { DealSampleOutput } from './DealSampleOutput';

const NO_LAYOUT: [] = [];

/**
 * A dealForm block: the input nodes generated from the deal metadata (fields or editable tables),
 * the descriptor's buttons, then the output (descriptions and tables), with `sample` drawn from a sample
 * answer the configurator may edit.
 *
 * Fast by construction: the data lives in a store outside React and every field and cell subscribes
 * to its own value, so a keystroke re-renders one field; the sections are drawn once per loaded deal.
 */
export function DealFormView({ block }: { block: DealFormBlock }) {
  const deal = useDealFormController(block);
  return (
    <DealFormControllerContext.Provider value={deal}>
      <ScopeProvider value={deal.scope}>
        <Spin spinning={deal.status === 'loading'}>
          {deal.status === 'failed' && (
            <Alert showIcon type="warning" style={{ marginBottom: 16 }} title={deal.failedText} />
          )}
          <DealFieldsContext.Provider value={deal.fields}>
            <DealInputs layout={deal.deal?.layout ?? NO_LAYOUT} />
          </DealFieldsContext.Provider>
          <DealButtons block={block} />
          {block.sample ? <DealSampleOutput /> : <DealOutputView />}
        </Spin>
      </ScopeProvider>
    </DealFormControllerContext.Provider>
  );
}
