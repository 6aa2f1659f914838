export { normaliseInput } from './normalise';
export { validateDealInput } from './validate';
export { dealInputSchema } from './schema';
export * from './types';
export { dealInputShapeProblem } from './shape';
