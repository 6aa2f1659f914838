import type { DealProperty } from '../../schemas/deal';
import { TEXTAREA_MIN_LENGTH, WIDGET_OF_FORM_TYPE } from './formTypes';
import type { DealWidget } from './types';

/**
 * The widget a property is entered with: its `widget` hint, else its formType's, a textarea for an
 * INPUT of length ≥ 1000; and a text input for a select without options (nothing to choose from).
 */
export function widgetOf(prop: DealProperty): DealWidget {
  if (prop.widget) return prop.widget === 'select' && !prop.options?.length ? 'text' : prop.widget;
  if (prop.formType === 'INPUT' && prop.length >= TEXTAREA_MIN_LENGTH) return 'textarea';
  if (prop.formType === 'SELECT' && !prop.options?.length) return 'text';
  return WIDGET_OF_FORM_TYPE[prop.formType] ?? 'text';
}
