import type { ValueWriter } from '../../../actions';
import type { SubmitGuard } from '../../../form';
import type { JsonSchema } from '../../../schema';
import type { FormData, FormStore } from '../../../form';

/** What the renderer of a form (RJSF in `widgets/`) gives its controller. */
export interface FormBinding {
  /**
   * Validates the current data and shows the messages; true when valid (a promise while the
   * renderer's validator is still loading).
   */
  validate(): boolean | Promise<boolean>;
}

/** The state and commands of one form, published to its view through `FormControllerContext`. */
export interface FormController {
  /** The id `submit` actions and `state.<id>.mode` use. */
  id: string;
  /** False when the spec has no schema (a dialog holding only blocks). */
  hasSchema: boolean;
  schema: JsonSchema;
  /** The uiSchema with the field states applied. */
  uiSchema: Record<string, unknown>;
  inline: boolean;
  labelSpan?: number;
  /** What Enter does in the form (`FormSpec.enterSubmits`). */
  enterSubmits: 'text' | 'never';
  mode: 'view' | 'edit';
  /** The latest data; typing updates it without a React update of the form's parents. */
  store: FormStore;
  /** Changes when the data was replaced from outside (load, setValue, reset). */
  version: number;
  /** Changes on reset: the renderer remounts, dropping its messages. */
  resetKey: number;
  /** Fields hidden by their predicates now (their messages are not shown). */
  hidden: string[];
  loading: boolean;
  /** The guard of `submit`: whether a submit runs now (the submit button shows it as loading). */
  submission: SubmitGuard;
  /** The renderer reports each change here. */
  onChange(data: FormData): void;
  /** The renderer binds itself; returns the unbind function. */
  bind(binding: FormBinding): () => void;
  validate(): boolean | Promise<boolean>;
  /**
   * Validates, then runs the submit action; false when invalid or stopped, or while a submit runs
   * (the one submit every button, Enter and `submit` action calls).
   */
  submit(): Promise<boolean>;
  /** Restores the initial data (defaults evaluated once) and clears the messages. */
  reset(): void;
  /** Replaces the data from outside. */
  setData(next: FormData): void;
  writers: { form: ValueWriter };
  /** The cross-field rules `data` breaks: the field and its message. */
  brokenRules(data: FormData): { field: string; message: string }[];
}
