import { CenterError, DealCancelled, type InsuranceCenter } from '../deals/center/types';
import type { Metrics } from './metrics';

const outcomeOf = (err: unknown) =>
  err instanceof CenterError ? 'refused' : err instanceof DealCancelled ? 'cancelled' : 'error';

/** The deal's number as a label (national deal numbers have 4 digits); anything else is `other`. */
const dealLabel = (dealName: string) => (/^\d{4}$/.test(dealName) ? dealName : 'other');

/** The insurance center with each call counted and timed for `/metrics`, by deal and outcome. */
export function meteredCenter(center: InsuranceCenter, metrics: Metrics): InsuranceCenter {
  return {
    async exec(dealName, input, ctx) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const answer = await center.exec(dealName, input, ctx);
        metrics.centerCall(dealLabel(dealName), 'ok', seconds());
        return answer;
      } catch (err) {
        metrics.centerCall(dealLabel(dealName), outcomeOf(err), seconds());
        throw err;
      }
    },
  };
}
