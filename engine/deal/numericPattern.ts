import type { DealNumeric } from '../../schemas/deal';

/**
 * The pattern of a number field (N16,2 → at most 14 integer digits and 2 decimals, an optional minus),
 * the same in the console's form and the server's check of a deal's input.
 */
export function numericPattern({ precision, scale }: DealNumeric): string {
  const whole = `\\d{1,${Math.max(1, precision - scale)}}`;
  return scale > 0 ? `^-?${whole}(\\.\\d{1,${scale}})?$` : `^-?${whole}$`;
}
