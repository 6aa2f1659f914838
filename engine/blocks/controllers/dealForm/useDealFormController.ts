import { useId, useMemo } from 'react';
import type { DealFormBlock } from '../../../descriptor';
import { createDealStore, dealMessages } from '../../../deal';
import { evaluate, renderTemplate } from '../../../expr';
import { useScreen } from '../../../screen';
import type { DealFormController } from './dealFormTypes';
import { useScope, type Scope } from '../shared/ScopeContext';
import { useGivenDeal } from './useGivenDeal';
import { useDealValidation } from './useDealValidation';
import { useLatest } from '../shared/useLatest';
import { useWarmValidator } from './useWarmValidator';
import { useDealFieldsApi } from './useDealFieldsApi';
import { useDealReady } from './useDealReady';
import { useDealRegistration } from './useDealRegistration';
import { useDealRunContext } from './useDealRunContext';
import { useDealSubmit } from './useDealSubmit';
import { useDealWriter } from './useDealWriter';

/**
 * The controller of a dealForm block: loads the metadata (or takes the block's `meta` value), converts
 * it (cached per deal), keeps the dealInput in a store outside React, validates with the deal's
 * compiled validator (blur for texts, change for choices, everything on submit), registers `{submit,
 * reset, setValue}` under the block id, runs `onReady` once per loaded deal and `onSubmit` with `form`
 * (the dealInput) and `deal` (the metadata).
 */
export function useDealFormController(block: DealFormBlock): DealFormController {
  const runtime = useScreen();
  const outer = useScope();
  const generated = useId();
  const id = block.id ?? `dealForm${generated}`;
  const ctx = runtime.context(outer);
  const dealName = block.dealName === undefined ? '' : renderTemplate(block.dealName, ctx);
  const given = block.meta === undefined ? undefined : evaluate(block.meta, ctx);
  const { meta, deal, status } = useGivenDeal(dealName, block.meta !== undefined, given);
  const store = useMemo(() => createDealStore(deal?.layout ?? []), [deal]);
  useWarmValidator(deal);
  const checks = useDealValidation(store, deal);
  const latest = useLatest({ runtime, outer, block, meta });

  const writer = useDealWriter(store, checks);
  const writers = useMemo(() => ({ form: writer }), [writer]);
  const scope = useMemo<Scope>(() => ({ deal: meta ?? undefined, writers }), [meta, writers]);
  const runContext = useDealRunContext(latest, store, writer);
  const { fields, invalid } = useDealFieldsApi(store, checks, id);
  const { validate, submit, reset, submission } = useDealSubmit(store, checks, invalid, latest, runContext);
  useDealRegistration(runtime.registerForm, id, submit, reset, writer);
  useDealReady(deal, store, checks, latest, runContext);

  const blockCtx = { ...ctx, deal: meta ?? undefined };
  const output = block.output === undefined ? undefined : evaluate(block.output, blockCtx);
  const emptyText = renderTemplate(block.emptyText ?? dealMessages.emptyOutput, blockCtx);
  const failedText = block.meta === undefined ? dealMessages.metaFailed : dealMessages.metaInvalid;

  return useMemo(
    () => ({
      id,
      dealName,
      status,
      meta,
      deal,
      fields,
      output,
      emptyText,
      failedText,
      scope,
      validate,
      submit,
      submission,
      reset,
      writers,
    }),
    [
      id,
      dealName,
      status,
      meta,
      deal,
      fields,
      output,
      emptyText,
      failedText,
      scope,
      validate,
      submit,
      submission,
      reset,
      writers,
    ],
  );
}
