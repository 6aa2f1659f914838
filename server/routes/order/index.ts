import type { FastifyInstance } from 'fastify';
import attachments from './attachments';
import tickets from './tickets';
import workflow from './workflow';

/** /commondeal/order: service tickets (spec 001 §2 items 8-10, §4, §7). */
export default async function order(app: FastifyInstance): Promise<void> {
  await app.register(tickets);
  await app.register(attachments);
  await app.register(workflow);
}
