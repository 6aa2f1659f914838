/**
 * Service tickets: the ticket, progress step, order node, todo, template, order type, template node,
 * handler user, next-step user, custom step payload and customer supplement, and the forms of a ticket,
 * its classification and a custom step.
 */
export * from './orderTickets';
export * from './orderWorkflow';
