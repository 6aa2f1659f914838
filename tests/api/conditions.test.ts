/**
 * A list's filters become a `where` whose values are bound parameters numbered in the order given:
 * the statement names only columns and `$n`, and no filter means no `where`.
 */
import { describe, expect, it } from 'vitest';
import { conditions } from '../../server/repositories/conditions';

describe('where of the filters given', () => {
  it('binds each value as the next parameter and joins the conditions with and', () => {
    const c = conditions();
    c.add((p) => `org_code = ${p}`, "H1' or 1=1 --");
    c.add((p) => `status = ${p}`, '0');
    expect(c.where()).toBe('where org_code = $1 and status = $2');
    expect(c.params).toEqual(["H1' or 1=1 --", '0']);
  });

  it('is empty when no filter is given', () => {
    const c = conditions();
    expect(c.where()).toBe('');
    expect(c.params).toEqual([]);
  });
});
