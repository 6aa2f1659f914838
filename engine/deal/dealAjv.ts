import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';

/**
 * The options of the console's RJSF validator (`@rjsf/validator-ajv8` AJV_CONFIG with `allErrors`,
 * which ajv-errors needs), so a deal validates the same in the fast form, in RJSF and in tests.
 */
export const DEAL_AJV_OPTIONS = {
  allErrors: true,
  multipleOfPrecision: 8,
  strict: false,
  verbose: true,
  discriminator: false,
} as const satisfies Options;

/** A new ajv with ajv-formats and ajv-errors, as the console's validator has. */
export function createDealAjv(): Ajv {
  const ajv = new Ajv(DEAL_AJV_OPTIONS);
  addFormats(ajv);
  ajvErrors(ajv);
  return ajv;
}
