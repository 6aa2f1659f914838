import type { DealProperty } from '../../schemas/deal';
import { TRIGGER_OF_WIDGET } from './formTypes';
import { requiredMessage } from './requiredMessage';
import { widgetOf } from './widgetOf';

/**
 * The uiSchema of one input property: `ui:widget` (text, textarea, select, date, datetime), the
 * placeholder (the tip, or 请输入/请选择{comment}), `ui:options.trigger` (blur for texts, change for
 * the others) and `ui:options.group` (the titled group it is drawn in).
 */
export function propertyToUiSchema(prop: DealProperty): Record<string, unknown> {
  const widget = widgetOf(prop);
  return {
    'ui:widget': widget,
    'ui:placeholder': requiredMessage(prop),
    'ui:options': {
      trigger: TRIGGER_OF_WIDGET[widget],
      ...(widget === 'textarea' ? { rows: 3 } : {}),
      ...(prop.group ? { group: prop.group } : {}),
    },
  };
}
