import type { App } from '../../schemaTypes';
import attachments from './attachments';
import tickets from './tickets';
import workflow from './workflow';

/** /commondeal/order: service tickets. */
export default async function order(app: App): Promise<void> {
  await app.register(tickets);
  await app.register(attachments);
  await app.register(workflow);
}
