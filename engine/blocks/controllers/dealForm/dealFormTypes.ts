import type { ValueWriter } from '../../../actions';
import type { DealMeta } from '../../../../schemas/deal';
import type { ConvertedDeal, DealStore } from '../../../deal';
import type { SubmitGuard } from '../../../form';
import type { Scope } from '../shared/ScopeContext';

/**
 * What the fields of a deal form use: the store (each field subscribes to its own id) and the
 * commands. The same object for the life of a loaded deal, so fields never re-render from above.
 */
export interface DealFieldsApi {
  store: DealStore;
  /** Prefix of the fields' DOM ids (the block id). */
  prefix: string;
  /** A field was left (text) or changed (choices): its message is refreshed (all of them after a submit). */
  commit(id: string): void;
  /** Types into a field: writes its value and re-checks a message it shows. */
  change(id: string, value: unknown): void;
  addRow(node: string): void;
  removeRow(node: string, key: string): void;
  /**
   * Calls `fn` after a validation of everything (a submit) found messages, so the view can bring the
   * first one into view (its group may not be mounted: the view mounts the groups near the viewport).
   */
  onInvalid(fn: () => void): () => void;
}

/** The state and commands of a dealForm block, published to its view through `DealFormControllerContext`. */
export interface DealFormController {
  /** The id `submit` and `resetForm` actions use. */
  id: string;
  dealName: string;
  status: 'loading' | 'ready' | 'failed';
  /** The metadata of `POST /commondeal/meta`, or the block's `meta` value (`deal` in the context). */
  meta: DealMeta | null;
  /** Schemas, layout, output view and validator, from the per-deal cache. */
  deal: ConvertedDeal | null;
  fields: DealFieldsApi;
  /** The evaluated `output`: the dealOutput keyed by output node (undefined before a run). */
  output: unknown;
  /** Shown for an output list without rows. */
  emptyText: string;
  /** Shown when the metadata could not be read (or, given as a value, cannot be drawn). */
  failedText: string;
  /** What the block adds to the context of its buttons: `deal` and the `form` writer. */
  scope: Scope;
  /** Validates every node and shows each message; true when valid. */
  validate(): boolean;
  /** Validates, then runs `onSubmit` with `form` (the dealInput) and `deal`; false when invalid or stopped. */
  submit(): Promise<boolean>;
  /** The guard of `submit`: one runs at a time; whether one runs (its button shows it as loading). */
  submission: SubmitGuard;
  /** Back to the inputs a new form starts with (the fields' defaults), without messages. */
  reset(): void;
  writers: { form: ValueWriter };
}
