import type { ListCursor } from '../../../descriptor';
import { getPath } from '../../../expr';
import type { Page } from './crudTypes';

/**
 * The `page` a list call's body reads: its number and size and, for a list paged by keyset
 * (`list.cursor`), the way to it: `after` or `before` a cursor of the last answer, or `last`.
 */
export interface PageAsked extends Page {
  after?: string;
  before?: string;
  last?: boolean;
}

/** What a keyset list keeps of its last answer: the page, the query (as JSON) and total it was for, its cursors. */
export interface KeysetMemory {
  page: Page;
  query: string;
  total: number;
  next?: string;
  prev?: string;
}

const cursorAt = (answer: unknown, path: string) => {
  const v = getPath(answer, path);
  return typeof v === 'string' && v !== '' ? v : undefined;
};

/** The memory of an answer: its page, query and total, and the cursors at the paths `cursor` names. */
export function rememberKeyset(
  cursor: ListCursor,
  answer: unknown,
  page: Page,
  query: string,
  total: number,
): KeysetMemory {
  return { page, query, total, next: cursorAt(answer, cursor.next), prev: cursorAt(answer, cursor.prev) };
}

/**
 * How to ask page `next` of `query` after the answer kept in `memory` (descriptor `ListCursor`): the page
 * after the one answered by its `next` cursor, the page before by its `prev` cursor, the last page (from
 * the total) as `last`; any other page, another page size or another query by its number alone. So is
 * the first page, always: it costs nothing by number, and a search (the first page again) then shows
 * the rows newer than those seen.
 */
export function keysetPage(memory: KeysetMemory | undefined, query: string, next: Page): PageAsked {
  const page = { current: next.current, size: next.size };
  if (!memory || next.current === 1 || memory.query !== query || memory.page.size !== next.size) return page;
  const shown = memory.page.current;
  if (next.current === shown + 1 && memory.next) return { ...page, after: memory.next };
  if (next.current === shown - 1 && memory.prev) return { ...page, before: memory.prev };
  const lastPage = Math.ceil(memory.total / next.size);
  return next.current === lastPage && lastPage > 1 ? { ...page, last: true } : page;
}
