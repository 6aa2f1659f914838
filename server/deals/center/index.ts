export { createSimulator, simulatorOf, type SimulatorOptions } from './simulator';
export {
  CenterError,
  DealCancelled,
  type CenterAnswer,
  type CenterContext,
  type InsuranceCenter,
} from './types';
