import type { DealProperty } from '../../schemas/deal';
import { TRIGGER_OF_WIDGET } from './formTypes';
import { dealMessages as m } from './messages';
import { widgetOf } from './widgetOf';

/** The message of a missing value: the metadata's tip, or 请输入/请选择{comment} when it has none. */
export function requiredMessage(prop: DealProperty): string {
  const tip = prop.tip?.trim();
  if (tip) return tip;
  return TRIGGER_OF_WIDGET[widgetOf(prop)] === 'blur'
    ? m.required(prop.comment)
    : m.requiredChoice(prop.comment);
}
