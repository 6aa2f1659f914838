import type { FastifyInstance } from 'fastify';
import attachments from './attachments';
import tickets from './tickets';
import workflow from './workflow';

/** /commondeal/order: service tickets. */
export default async function order(app: FastifyInstance): Promise<void> {
  await app.register(tickets);
  await app.register(attachments);
  await app.register(workflow);
}
