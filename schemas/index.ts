/** JSON Schemas (draft-07 with ajv-errors `errorMessage`) shared by the console's forms and the server. */
import * as auth from './auth';
import { sharedSchemasOf, type SharedSchema } from './shared';
import * as collection from './collection';
import * as deal from './deal';
import * as dealSql from './dealSql';
import * as forms from './forms';
import * as info from './info';
import * as dealLog from './dealLog';
import * as ledger from './ledger';
import * as menu from './menu';
import * as reversal from './reversal';
import * as order from './order';
import * as role from './role';
import * as sec from './sec';
import * as user from './user';
import * as userForms from './userForms';

export * from './patterns';
export {
  apiResult,
  idParams,
  nullData,
  savedVersion,
  VERSION_REQUIRED,
  versionAnswer,
  versionProperty,
} from './common';
export * from './auth';
export * from './collection';
export * from './deal';
export * from './dealSql';
export * from './forms';
export * from './info';
export * from './dealLog';
export * from './ledger';
export * from './menu';
export * from './reversal';
export * from './order';
export * from './role';
export * from './sec';
export * from './user';
export * from './userForms';

export { sharedSchemasOf, type SharedSchema } from './shared';
export { ref, type Ref } from './ref';

/** Every exported schema with an `$id`, for `fastify.addSchema` and the console's schema registry. */
export const allSchemas: readonly SharedSchema[] = sharedSchemasOf(
  auth,
  collection,
  deal,
  dealSql,
  forms,
  info,
  dealLog,
  ledger,
  menu,
  reversal,
  order,
  role,
  sec,
  user,
  userForms,
);
