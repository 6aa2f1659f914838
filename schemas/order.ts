/**
 * Service tickets (spec 001 §3 service ticket, progress step, order node, todo, template, order type,
 * template node, handler user, next-step user, custom step payload, customer supplement; §5 service
 * ticket, classification, custom step).
 */
export * from './orderTickets';
export * from './orderWorkflow';
