/**
 * The walk both keyset tests make (docs/performance.md, keyset paging): every offset page of a filter,
 * then forward by `after` from page 1, the `last` page, and back by `before` from it, each compared with
 * the offset page of the same number.
 */
import { expect } from 'vitest';
import { lastPageSize, type KeysetAnswer, type KeysetPageRequest } from '../../server/repositories/keyset';

type List<T> = (page: KeysetPageRequest) => Promise<KeysetAnswer<T>>;

const ids = <T extends { id: unknown }>(p: KeysetAnswer<T>) => p.records.map((r) => r.id);

/** Every offset page at `size` rows a page (the total is exact: at most 1,000 rows). */
export async function offsetPages<T>(list: List<T>, size: number): Promise<KeysetAnswer<T>[]> {
  const first = await list({ size, current: 1 });
  const pages = [first];
  for (let current = 2; current <= Math.ceil(first.total / size); current++)
    pages.push(await list({ size, current }));
  return pages;
}

/** Walks `list` by its cursors and expects the rows of its offset pages; answers those pages. */
export async function expectKeysetWalk<T extends { id: unknown }>(
  list: List<T>,
  size: number,
): Promise<KeysetAnswer<T>[]> {
  const pages = await offsetPages(list, size);
  const total = pages[0]!.total;
  expect(total).toBeGreaterThan(2 * size);
  expect(total).toBeLessThanOrEqual(1_000);
  for (let i = 1; i < pages.length; i++) {
    const next = await list({ size, current: i + 1, after: pages[i - 1]!.next });
    expect(ids(next), `page ${i + 1} after ${i}`).toEqual(ids(pages[i]!));
    expect(next.total).toBe(total);
  }
  const last = await list({ size, current: pages.length, last: true });
  expect(ids(last)).toEqual(ids(pages.at(-1)!));
  expect(last.records.length).toBe(lastPageSize(total, size));
  let at = last;
  for (let i = pages.length - 2; i >= 0; i--) {
    at = await list({ size, current: i + 1, before: at.prev });
    expect(ids(at), `page ${i + 1} before ${i + 2}`).toEqual(ids(pages[i]!));
  }
  expect(at.records).toEqual(pages[0]!.records);
  return pages;
}

/**
 * Walks `list` forward by `after` from page 1 to its end and expects each page asked by its number to
 * hold the same rows (a deep page found from counts, keyset.ts `JumpAnchor`, equals the page walked to);
 * answers the number of pages. Unlike `expectKeysetWalk`, for lists of any length.
 */
export async function expectNumberedPagesWalked<T extends { id: unknown }>(
  list: List<T>,
  size: number,
): Promise<number> {
  let at = await list({ size, current: 1 });
  let current = 1;
  while (at.records.length === size) {
    current++;
    const walked = await list({ size, current, after: at.next });
    const numbered = await list({ size, current });
    expect(ids(numbered), `page ${current} by its number`).toEqual(ids(walked));
    expect(numbered.records, `page ${current} by its number`).toEqual(walked.records);
    at = walked;
  }
  // One page past the end is empty, as an offset past the end is.
  expect((await list({ size, current: current + 1 })).records).toEqual([]);
  return current;
}
