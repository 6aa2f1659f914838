import type { App } from '../schemaTypes';
import { simulatorOf, type InsuranceCenter } from '../deals/center';
import type { SecRegistry } from '../sec/registry';
import appKey from './appKey';
import auth from './auth';
import cases from './cases';
import collection from './collection';
import common from './common';
import secCommon from './common/sec';
import testers from './collection/testers';
import customer from './customer';
import customservice from './customservice';
import dashboard from './dashboard';
import dealLog from './dealLog';
import deals from './deals';
import info from './info';
import menus from './menus';
import openapi from './openapi';
import order from './order';
import platformmenu from './platformmenu';
import platformrole from './platformrole';
import platformrolemenu from './platformrolemenu';
import reconciliation from './reconciliation';
import reversal from './reversal';
import screens from './screens';
import sec from './sec';
import secCodes from './secCodes';
import usermanage from './usermanage';
import verify from './verify';

/** One plugin per resource, all under /commondeal. */
export default async function routes(
  app: App,
  opts: { center?: InsuranceCenter; secRegistry: SecRegistry; screensDirs: string[] },
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
  await app.register(sec, { prefix: '/sec', registry: opts.secRegistry });
  await app.register(secCodes, { prefix: '/secCodes' });
  await app.register(secCommon, { prefix: '/common' });
  await app.register(appKey, { prefix: '/appKey' });
  await app.register(dashboard, { prefix: '/dashboard' });
  await app.register(dealLog, { prefix: '/deal-log' });
  await app.register(order, { prefix: '/order' });
  await app.register(customservice, { prefix: '/customservice' });
  await app.register(screens, { prefix: '/screens', dirs: opts.screensDirs });
  await app.register(common, { prefix: '/common' });
  const center = opts.center ?? simulatorOf(app);
  await app.register(deals, { center });
  await app.register(reversal, { center });
  await app.register(reconciliation, { prefix: '/reconciliation', center });
  await app.register(cases);
}
