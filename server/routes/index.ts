import type { FastifyInstance } from 'fastify';
import { createSimulator, type InsuranceCenter } from '../deals/center';
import auth from './auth';
import collection from './collection';
import common from './common';
import testers from './collection/testers';
import customer from './customer';
import dashboard from './dashboard';
import deals from './deals';
import info from './info';
import menus from './menus';
import openapi from './openapi';
import platformmenu from './platformmenu';
import platformrole from './platformrole';
import platformrolemenu from './platformrolemenu';
import reversal from './reversal';
import screens from './screens';
import sec from './sec';
import usermanage from './usermanage';
import verify from './verify';

/** One plugin per resource, all under /commondeal. */
export default async function routes(
  app: FastifyInstance,
  opts: { center?: InsuranceCenter; screensDirs: string[] },
): Promise<void> {
  await app.register(openapi);
  await app.register(auth, { prefix: '/api/auth' });
  await app.register(verify, { prefix: '/api' });
  await app.register(collection, { prefix: '/info/collection' });
  await app.register(testers, { prefix: '/info/collection' });
  await app.register(customer, { prefix: '/cm/customer' });
  await app.register(menus, { prefix: '/api/menus' });
  await app.register(platformmenu, { prefix: '/platformmenu' });
  await app.register(platformrole, { prefix: '/api/platformrole' });
  await app.register(platformrolemenu, { prefix: '/api/platformrolemenu' });
  await app.register(usermanage, { prefix: '/api/user-manage' });
  await app.register(info, { prefix: '/api/info' });
  await app.register(sec, { prefix: '/sec' });
  await app.register(dashboard, { prefix: '/dashboard' });
  await app.register(screens, { prefix: '/screens', dirs: opts.screensDirs });
  await app.register(common, { prefix: '/common' });
  const center =
    opts.center ??
    createSimulator({ delayMs: app.config.dealDelayMs, delayDeals: app.config.dealDelayDeals });
  await app.register(deals, { center });
  await app.register(reversal, { center });
}
