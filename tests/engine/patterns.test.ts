/**
 * The identifier rules of schemas/patterns.ts, shared by the console's forms and the server: a login
 * name is a mobile number, an institution code, the 9999 operator or admin, and each narrower rule
 * accepts exactly its part of that.
 */
import { describe, expect, it } from 'vitest';
import {
  INSTITUTION_CODE_PATTERN,
  LOGIN_USER_PATTERN,
  MOBILE_PATTERN,
  OPERATOR_ORG_CODE,
  ORG_CODE_PATTERN,
} from '../../schemas/patterns';

const fits = (pattern: string, values: string[]) => values.filter((v) => new RegExp(pattern).test(v));

const mobiles = ['13800000000', '19912345678'];
const institutions = ['H21010200001', 'P210102', 'A12345'];
const others = ['12800000000', '1380000000', 'h21010200001', 'H1234', '99999', 'admin1', ''];

describe('identifier patterns', () => {
  it('a mobile number: 1, then 3-9, then 9 digits', () => {
    expect(fits(MOBILE_PATTERN, [...mobiles, ...institutions, OPERATOR_ORG_CODE, ...others])).toEqual(
      mobiles,
    );
  });

  it('an institution code: an upper-case letter, then 5 to 29 digits or upper-case letters', () => {
    expect(
      fits(INSTITUTION_CODE_PATTERN, [...mobiles, ...institutions, OPERATOR_ORG_CODE, ...others]),
    ).toEqual(institutions);
  });

  it('an organisation code: an institution code or the 9999 operator', () => {
    expect(fits(ORG_CODE_PATTERN, [...mobiles, ...institutions, OPERATOR_ORG_CODE, ...others])).toEqual([
      ...institutions,
      OPERATOR_ORG_CODE,
    ]);
  });

  it('a login name: a mobile number, an organisation code or admin, nothing else', () => {
    expect(
      fits(LOGIN_USER_PATTERN, [...mobiles, ...institutions, OPERATOR_ORG_CODE, 'admin', ...others]),
    ).toEqual([...mobiles, ...institutions, OPERATOR_ORG_CODE, 'admin']);
  });
});
