import type { CrudBlock } from '../../../descriptor';
import type { ActionContext } from '../../../actions';
import type { FormController } from '../form/formTypes';
import type { Row } from '../shared/rows';

export interface Page {
  current: number;
  size: number;
}

/** The state and commands of a crud block, published to its view through `CrudControllerContext`. */
export interface CrudController {
  block: CrudBlock;
  /** The query form (its data is `query` in the context). */
  queryForm: FormController;
  page: Page;
  /** The page sizes offered. */
  pageSizes: number[];
  paged: boolean;
  loading: boolean;
  /** The rows of the current page. */
  rows: Row[];
  total: number;
  selectedKeys: string[];
  selection: Row[];
  setSelectedKeys(keys: string[]): void;
  /** Validates the query form and lists the first page. */
  search(): Promise<boolean>;
  /** Restores the query defaults and the first page size, then lists. */
  reset(): void;
  /** Lists the current page again. */
  reload(): void;
  changePage(current: number, size: number): void;
  /** The context of the toolbar: `query` and `selection`. */
  context(): Partial<ActionContext>;
  /** The context of a row's buttons: `row`, `selection`, `query`, and a writer for the row. */
  rowContext(row: Row): Partial<ActionContext>;
  keyOf(row: Row): string;
}
