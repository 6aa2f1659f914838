/**
 * 预览身份 of the studio's editor (docs/studio.md): the roles and the organisations a configurator may
 * render the preview as. ROLE_ADMIN or ROLE_CONFIG of 9999.
 */
import { apiResult } from '../../../schemas';
import { ok } from '../../errors';
import { STUDIO_EDITOR } from '../../policy';
import { searchOrgs } from '../../repositories/orgs';
import { listRoles } from '../../repositories/roles';
import type { App } from '../../schemaTypes';

/** The organisations one search answers at most. */
const ORG_CHOICES = 20;

const identitiesBody = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 50, title: '机构编码或名称' } },
  additionalProperties: false,
} as const;

const identities = {
  type: 'object',
  properties: {
    roles: {
      type: 'array',
      items: {
        type: 'object',
        properties: { roleName: { type: 'string' }, roleCnname: { type: 'string' } },
      },
    },
    orgs: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          orgCode: { type: 'string' },
          orgName: { type: 'string' },
          orgType: { type: 'integer', description: '0 平台，1 定点医疗机构，2 定点零售药店' },
        },
      },
    },
  },
} as const;

export default async function studioPreview(app: App): Promise<void> {
  app.post(
    '/identities',
    {
      config: { auth: STUDIO_EDITOR },
      schema: {
        summary: '界面工作台：预览身份可选的角色与机构（按机构编码前缀或名称查找）',
        tags: ['screens'],
        body: identitiesBody,
        response: { 200: apiResult(identities) },
      },
    },
    async (request) => {
      const keyword = (request.body.keyword ?? '').trim();
      const roles = (await listRoles(app.db)).map(({ roleName, roleCnname }) => ({ roleName, roleCnname }));
      return ok({ roles, orgs: await searchOrgs(app.db, keyword, ORG_CHOICES) });
    },
  );
}
