/** JSON Schemas (draft-07 with ajv-errors `errorMessage`) shared by the console's forms and the server. */
import * as auth from './auth';
import * as collection from './collection';
import * as deal from './deal';
import * as dealSql from './dealSql';
import * as forms from './forms';
import * as info from './info';
import * as menu from './menu';
import * as reversal from './reversal';
import * as role from './role';
import * as user from './user';
import * as userForms from './userForms';

export * from './patterns';
export { apiResult, idParams, nullData } from './common';
export * from './auth';
export * from './collection';
export * from './deal';
export * from './dealSql';
export * from './forms';
export * from './info';
export * from './menu';
export * from './reversal';
export * from './role';
export * from './user';
export * from './userForms';

/** A schema registered by its `$id` (referenced as `{ $ref: 'Id#' }`). */
export interface SharedSchema {
  $id: string;
  properties?: object;
  [keyword: string]: unknown;
}

const isShared = (v: unknown): v is SharedSchema =>
  !!v && typeof v === 'object' && typeof (v as { $id?: unknown }).$id === 'string';

/** Every exported schema with an `$id`, for `fastify.addSchema` and the console's schema registry. */
export const allSchemas: readonly SharedSchema[] = [
  auth,
  collection,
  deal,
  dealSql,
  forms,
  info,
  menu,
  reversal,
  role,
  user,
  userForms,
].flatMap((m) => Object.values(m).filter(isShared));
