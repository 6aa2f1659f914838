import type { RefObject } from 'react';
import type { DealFormBlock } from '../../../descriptor';
import type { DealMeta } from '../../../../schemas/deal';
import type { ScreenRuntime } from '../../../screen';
import type { Scope } from '../shared/ScopeContext';

/** The latest screen, enclosing scope, block and metadata of a deal form, read by its stable callbacks. */
export type DealLatest = RefObject<{
  runtime: ScreenRuntime;
  outer: Scope;
  block: DealFormBlock;
  meta: DealMeta | null;
}>;
