/** The deals: the catalogue, the insurance center (simulator or a real adapter) and the platform's services. */
export { CATALOGUE, findDeal } from './catalogue';
export { createSimulator, CenterError, DealCancelled } from './center';
export type { CenterAnswer, CenterContext, InsuranceCenter, SimulatorOptions } from './center';
export { runDeal, type ExecResult } from './execute';
export { dealInputSchema, normaliseInput, validateDealInput } from './input';
