import type { App } from '../../schemaTypes';
import { apiResult, MenuTreeNode, ref } from '../../../schemas';
import { ok } from '../../errors';
import { sendVersioned, versioned } from '../../etag';
import { callerOf } from '../../plugins/auth';
import { BEFORE_ORG_INFO } from '../../policy';
import { menusOfRoles } from '../../repositories/menus';
import { buildMenuTree } from '../../services/menuTree';

/** /commondeal/api/menus: the caller's menu tree, from their roles. */
export default async function menus(app: App): Promise<void> {
  await versioned(app);
  app.get(
    '/tree',
    {
      config: { auth: BEFORE_ORG_INFO },
      schema: {
        summary:
          '当前用户的菜单树（有效菜单，按排序号；ETag，If-None-Match → 304：控制台每次切换页面都复查）',
        tags: ['menus'],
        response: { 200: apiResult({ type: 'array', items: ref(MenuTreeNode) }) },
      },
    },
    async (request, reply) => {
      const tree = buildMenuTree(await menusOfRoles(app.db, callerOf(request).roles));
      return sendVersioned(reply, JSON.stringify(ok(tree)));
    },
  );
}
