import type { DealProperty } from '../../schemas/deal';
import type { DealTrigger, DealWidget } from './types';

/** The widget of each formType (an INPUT of length ≥ TEXTAREA_MIN_LENGTH becomes a textarea). */
export const WIDGET_OF_FORM_TYPE = {
  INPUT: 'text',
  SELECT: 'select',
  DATE8: 'date',
  DATE14: 'datetime',
} as const satisfies Record<DealProperty['formType'], DealWidget>;

/** Text fields of length 1000 or more use a textarea. */
export const TEXTAREA_MIN_LENGTH = 1000;

/** Blur trigger for INPUT (text, textarea), change for the others: see docs/descriptor.md. */
export const TRIGGER_OF_WIDGET = {
  text: 'blur',
  textarea: 'blur',
  select: 'change',
  date: 'change',
  datetime: 'change',
} as const satisfies Record<DealWidget, DealTrigger>;

/** DATE14 values: `YYYY-MM-DD HH:mm:ss` (the national interface's 日期时间型). */
export const DATE_TIME_PATTERN =
  '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]) ([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$';

/** The dayjs patterns the date widgets write. */
export const DATE_FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;
