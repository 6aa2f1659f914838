import {
  apiResult,
  AppTesterBody,
  AppTesterId,
  AppTesterUpdate,
  ListPageQuery,
  nullData,
  AppTesterPage,
  AppTester,
  ref,
} from '../../../schemas';
import { fail, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { assertOrgAccess, BEFORE_ORG_INFO } from '../../policy';
import {
  deleteAppTester,
  findAppTester,
  getAppTester,
  insertAppTester,
  listAppTesters,
  updateAppTester,
} from '../../repositories/appTesters';
import type { App } from '../../schemaTypes';

const tags = ['collection'];
const NOT_FOUND = '测试人员不存在';
const DUPLICATE = '该应用已有此手机号的测试人员';
const listParams = {
  type: 'object',
  properties: {
    orgCode: { type: 'string', title: '机构编码', minLength: 1, maxLength: 30 },
    app: { type: 'string', title: '应用', enum: ['11', '21', '00'], errorMessage: '请选择应用' },
  },
  required: ['orgCode', 'app'],
} as const;

/** The application testers of an institution: only its own (the 9999 operator reads any). */
export default async function testers(app: App): Promise<void> {
  app.get(
    '/:orgCode/:app/testers',
    {
      config: { auth: BEFORE_ORG_INFO },
      schema: {
        summary: '机构某应用的测试人员（分页）',
        tags,
        params: listParams,
        querystring: ref(ListPageQuery),
        response: { 200: apiResult(ref(AppTesterPage)) },
      },
    },
    async (request) => {
      assertOrgAccess(callerOf(request), request.params.orgCode);
      return ok(await listAppTesters(app.db, request.params.orgCode, request.params.app, request.query));
    },
  );

  app.post(
    '/org/app/tester',
    {
      config: { auth: BEFORE_ORG_INFO },
      schema: {
        summary: '新增本机构应用测试人员',
        tags,
        body: ref(AppTesterBody),
        response: { 200: apiResult(ref(AppTester)) },
      },
    },
    async (request) => {
      const { orgCode } = callerOf(request);
      return app.db.tx(async (t) => {
        if (await findAppTester(t, orgCode, request.body)) throw fail(DUPLICATE);
        return ok(await insertAppTester(t, orgCode, request.body), '新增成功');
      });
    },
  );

  app.put(
    '/org/app/tester',
    {
      config: { auth: BEFORE_ORG_INFO },
      schema: {
        summary: '修改本机构应用测试人员（带读取时的版本号，其间已被他人修改时拒绝：409）',
        tags,
        body: ref(AppTesterUpdate),
        response: { 200: apiResult(ref(AppTester)) },
      },
    },
    async (request) => {
      const { orgCode } = callerOf(request);
      const { id, version, ...tester } = request.body;
      return app.db.tx(async (t) => {
        const found = await getAppTester(t, id);
        if (!found || found.orgCode !== orgCode) throw fail(NOT_FOUND);
        if (await findAppTester(t, orgCode, tester, id)) throw fail(DUPLICATE);
        return ok(await updateAppTester(t, id, tester, version), '修改成功');
      });
    },
  );

  app.delete(
    '/org/app/tester',
    {
      config: { auth: BEFORE_ORG_INFO },
      schema: {
        summary: '删除本机构应用测试人员',
        tags,
        body: ref(AppTesterId),
        response: { 200: apiResult(nullData) },
      },
    },
    async (request) => {
      const { orgCode } = callerOf(request);
      const found = await getAppTester(app.db, request.body.id);
      if (!found || found.orgCode !== orgCode) throw fail(NOT_FOUND);
      await deleteAppTester(app.db, request.body.id);
      return ok(null, '删除成功');
    },
  );
}
