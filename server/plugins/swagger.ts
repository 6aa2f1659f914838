import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { allSchemas } from '../../schemas';
import { appPlugin } from './appPlugin';
import type { AuthPolicy } from './auth';

function describePolicy(policy: AuthPolicy | undefined): string {
  if (policy?.public) return '无需登录';
  const parts = ['需登录'];
  if (policy?.roles) parts.push(`角色 ${policy.roles.join(' 或 ')}`);
  if (policy?.operatorOnly) parts.push('仅 9999 平台运营机构');
  if (policy?.rule) parts.push(`仅${policy.rule.label}`);
  if (policy?.beforeOrgInfo) parts.push('机构信息未采集时可用');
  return parts.join('，');
}

/**
 * OpenAPI generated from the routes (served at /commondeal/openapi.json). The shared schemas of
 * `schemas/` are registered once and appear under components.schemas by their `$id`.
 */
export default appPlugin('swagger', async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '医保结算平台参考服务端',
        description: '所有应答均为 { code, message, data }，code 为 0 表示成功。',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    transform: ({ schema, url, route }) => {
      const policy = (route.config as { auth?: AuthPolicy } | undefined)?.auth;
      const transformed = { ...schema } as Record<string, unknown>;
      transformed.description = [schema?.description, `权限：${describePolicy(policy)}`]
        .filter(Boolean)
        .join('\n\n');
      if (!policy?.public) transformed.security = [{ bearer: [] }];
      return { schema: transformed, url };
    },
  });
  for (const schema of allSchemas) app.addSchema(schema);
});
