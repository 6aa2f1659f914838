import type { EditableTableBlock } from '../../../descriptor';
import type { FormStore } from '../../../form';
import type { Page } from '../crud/crudTypes';
import type { editableTexts } from './editableRows';
import type { Row } from '../shared/rows';

/** The state and commands of an editable table, for its view. */
export interface EditableTableController {
  block: EditableTableBlock;
  rows: Row[];
  /** Its form store: the cells by `cellKey`, the cells left, the marking after a refused save. */
  form: FormStore;
  editing: boolean;
  page: Page;
  pageSizes: number[];
  /** The texts of the buttons and messages, rendered. */
  text: (key: keyof typeof editableTexts, column?: string) => string;
  /** The message under a cell, or null. */
  cellMessage(index: number, field: string): string | null;
  setCell(index: number, field: string, value: unknown): void;
  /** The user left a cell. */
  leaveCell(index: number, field: string): void;
  add(): void;
  edit(): void;
  /** Validates and leaves edit mode; false when refused (its message shown). */
  save(): boolean;
  remove(index: number): void;
  clear(): void;
  changePage(current: number, size: number): void;
}

/** A rendered text of the table, by key (a cell's message names its column). */
export type EditableText = EditableTableController['text'];
