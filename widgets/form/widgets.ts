import type { RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import { generateWidgets } from '@rjsf/antd';
import type { FormData } from '../../engine/blocks/controllers';
import { CaptchaWidget } from './CaptchaWidget';
import { CheckTreeWidget } from './CheckTreeWidget';
import { DateTimeWidget, DateWidget } from './DateWidget';
import type { SchemaFormContext } from './formContext';
import { IconSelectWidget } from './IconSelectWidget';
import { PasswordWidget } from './PasswordWidget';
import { SegmentedWidget } from './SegmentedWidget';
import { SelectWidget } from './SelectWidget';
import { SmsCodeWidget } from './SmsCodeWidget';
import { TextareaWidget } from './TextareaWidget';
import { validateOnChange } from './validateOnChange';

type Widgets = RegistryWidgetsType<FormData, RJSFSchema, SchemaFormContext>;
const theme: Widgets = generateWidgets<FormData, RJSFSchema, SchemaFormContext>();

/** The console's widgets, by the name a uiSchema gives in `ui:widget`. */
export const customWidgets = {
  captcha: CaptchaWidget,
  smsCode: SmsCodeWidget,
  password: PasswordWidget,
  segmented: SegmentedWidget,
  date: DateWidget,
  datetime: DateTimeWidget,
  iconSelect: IconSelectWidget,
  textarea: TextareaWidget,
  checkTree: CheckTreeWidget,
} as const satisfies Widgets;

export type CustomWidgetName = keyof typeof customWidgets;

/**
 * Every widget of the forms: the antd theme's (its select replaced by one whose placeholder is no
 * choice), with choices validating on change, and the console's.
 */
export const formWidgets: Widgets = {
  ...theme,
  SelectWidget: validateOnChange(SelectWidget),
  ...(theme.RadioWidget && { RadioWidget: validateOnChange(theme.RadioWidget) }),
  ...(theme.CheckboxWidget && { CheckboxWidget: validateOnChange(theme.CheckboxWidget) }),
  ...(theme.CheckboxesWidget && { CheckboxesWidget: validateOnChange(theme.CheckboxesWidget) }),
  DateWidget,
  DateTimeWidget,
  PasswordWidget,
  TextareaWidget,
  ...customWidgets,
};
