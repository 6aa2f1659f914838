/** JSON Schemas (draft-07 with ajv-errors `errorMessage`) shared by the console's forms and the server. */
import { CaptchaResult, CpassBody, LoginBody, LoginResult, OrgCodeParams, SmsCodeQuery } from './auth';
import { Menu, MenuInsert, MenuQuery, MenuTreeNode, MenuUpdate } from './menu';
import { PermissionNode, Role, RoleInsert, RoleMenuInsert } from './role';
import {
  ForgetBody,
  MobileQuery,
  ResetPassBody,
  UserAddBody,
  UserDeleteBody,
  UserIdQuery,
  UserPage,
  UserQuery,
  UserRoleBody,
  UserRoleChecked,
  UserRow,
  UserValidBody,
} from './user';
import { UserInfo, UserInfoUpdate } from './info';
import {
  AppTester,
  AppTesterBody,
  AppTesterId,
  AppTesterUpdate,
  Customer,
  OrgCollectBody,
  OrgInfo,
} from './collection';
import { DealSqlForm } from './dealSql';
import { ChangePassForm, ForgetPassForm, InfoForm, SecApplication, SecSignupBody } from './forms';
import { AddUserForm, ResetPassForm, RoleAuthForm, UserRoleForm } from './userForms';
import {
  Deal,
  DealMetaSchema,
  DealNameBody,
  DealNameParams,
  DealParams,
  DealSqlConfig,
  DealSqlQuery,
  DownLoadJsonBody,
  ExecDealBody,
  ExecDealResult,
  QuerySupportInfoBody,
  SavedbQuery,
  UpdateDealSqlBody,
} from './deal';

export * from './patterns';
export { apiResult, idParams, nullData } from './common';
export { CaptchaResult, CpassBody, LoginBody, LoginResult, OrgCodeParams, SmsCodeQuery };
export { Menu, MenuInsert, MenuQuery, MenuTreeNode, MenuUpdate };
export { PermissionNode, Role, RoleInsert, RoleMenuInsert };
export {
  ForgetBody,
  MobileQuery,
  ResetPassBody,
  UserAddBody,
  UserDeleteBody,
  UserIdQuery,
  UserPage,
  UserQuery,
  UserRoleBody,
  UserRoleChecked,
  UserRow,
  UserValidBody,
};
export { UserInfo, UserInfoUpdate };
export { AppTester, AppTesterBody, AppTesterId, AppTesterUpdate, Customer, OrgCollectBody, OrgInfo };
export { DealSqlForm };
export { ChangePassForm, ForgetPassForm, InfoForm, SecApplication, SecSignupBody };
export { OLD_ORG_CODE_MESSAGE, OLD_ORG_CODE_PATTERN } from './forms';
export { AddUserForm, ResetPassForm, RoleAuthForm, UserRoleForm };
export {
  Deal,
  DealMetaSchema,
  DealNameBody,
  DealNameParams,
  DealParams,
  DealSqlConfig,
  DealSqlQuery,
  DownLoadJsonBody,
  ExecDealBody,
  ExecDealResult,
  QuerySupportInfoBody,
  SavedbQuery,
  UpdateDealSqlBody,
};

/** Every schema with an `$id`, for registration with `fastify.addSchema` (referenced as `{ $ref: 'Id#' }`). */
export const allSchemas = [
  LoginBody,
  LoginResult,
  CaptchaResult,
  SmsCodeQuery,
  CpassBody,
  OrgCodeParams,
  Menu,
  MenuInsert,
  MenuUpdate,
  MenuQuery,
  MenuTreeNode,
  Role,
  RoleInsert,
  RoleMenuInsert,
  PermissionNode,
  UserRow,
  UserQuery,
  UserPage,
  UserIdQuery,
  UserRoleBody,
  UserRoleChecked,
  UserValidBody,
  UserDeleteBody,
  ResetPassBody,
  UserAddBody,
  MobileQuery,
  ForgetBody,
  UserInfo,
  UserInfoUpdate,
  OrgInfo,
  OrgCollectBody,
  Customer,
  AppTester,
  AppTesterBody,
  AppTesterUpdate,
  AppTesterId,
  DealSqlForm,
  AddUserForm,
  ResetPassForm,
  RoleAuthForm,
  UserRoleForm,
  DealMetaSchema,
  Deal,
  DealNameBody,
  DealNameParams,
  DealParams,
  QuerySupportInfoBody,
  ExecDealBody,
  ExecDealResult,
  DealSqlQuery,
  DealSqlConfig,
  UpdateDealSqlBody,
  SavedbQuery,
  ChangePassForm,
  ForgetPassForm,
  InfoForm,
  SecSignupBody,
  SecApplication,
] as const;
