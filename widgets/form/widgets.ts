import type { RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import type { FormData } from '../../engine/form';
import { lazyView, type LazyView } from '../../engine/blocks/lazyView';
import { AmountWidget } from './AmountWidget';
import { CaptchaWidget } from './CaptchaWidget';
import { FileWidget } from './FileWidget';
import type { SchemaFormContext } from './formContext';
import { PasswordWidget } from './PasswordWidget';
import { SegmentedWidget } from './SegmentedWidget';
import { SmsCodeWidget } from './SmsCodeWidget';
import { TextareaWidget } from './TextareaWidget';
import { validateOnChange } from './validateOnChange';
import type { FieldWidgetProps } from './widgetTypes';

type Widgets = RegistryWidgetsType<FormData, RJSFSchema, SchemaFormContext>;
type Widget = Widgets[string];

/** One widget of the antd theme, loaded when a form first shows it (`@rjsf/antd/lib/widgets/<name>`). */
const themeWidget = (load: () => Promise<{ default: unknown }>) =>
  lazyView<FieldWidgetProps>(() => load().then((m) => m.default as Widget)) as Widget;

/**
 * The antd theme's widgets (as `generateWidgets()` lists them), each its own chunk; the range is the
 * console's (`RangeWidget.tsx`: the theme's with its handle named).
 */
const theme: Widgets = {
  AltDateTimeWidget: themeWidget(() => import('@rjsf/antd/lib/widgets/AltDateTimeWidget/index.js')),
  AltDateWidget: themeWidget(() => import('@rjsf/antd/lib/widgets/AltDateWidget/index.js')),
  CheckboxesWidget: themeWidget(() => import('@rjsf/antd/lib/widgets/CheckboxesWidget/index.js')),
  CheckboxWidget: themeWidget(() => import('@rjsf/antd/lib/widgets/CheckboxWidget/index.js')),
  RadioWidget: themeWidget(() => import('@rjsf/antd/lib/widgets/RadioWidget/index.js')),
  RangeWidget: lazyView<FieldWidgetProps>(() => import('./RangeWidget').then((m) => m.RangeWidget)) as Widget,
};

/**
 * The widgets built on antd's heavier components (pickers, trees, selects) are chunks of their own,
 * loaded by the first form that shows one: the login form never loads them.
 */
const DateWidget = lazyView<FieldWidgetProps>(() => import('./DateWidget').then((m) => m.DateWidget));
const DateTimeWidget = lazyView<FieldWidgetProps>(() => import('./DateWidget').then((m) => m.DateTimeWidget));
const SelectWidget = lazyView<FieldWidgetProps>(() => import('./SelectWidget').then((m) => m.SelectWidget));
const CheckTreeWidget = lazyView<FieldWidgetProps>(() =>
  import('./CheckTreeWidget').then((m) => m.CheckTreeWidget),
);
const DateRangeWidget = lazyView<FieldWidgetProps>(() =>
  import('./DateRangeWidget').then((m) => m.DateRangeWidget),
);
const FileListWidget = lazyView<FieldWidgetProps>(() =>
  import('./FileListWidget').then((m) => m.FileListWidget),
);
const CascaderWidget = lazyView<FieldWidgetProps>(() =>
  import('./CascaderWidget').then((m) => m.CascaderWidget),
);
const IconSelectWidget = lazyView<Parameters<typeof import('./IconSelectWidget').IconSelectWidget>[0]>(() =>
  import('./IconSelectWidget').then((m) => m.IconSelectWidget),
);

/**
 * Loads the lazy widgets most forms show (tests render forms in one pass). The file list and the date
 * range (antd Upload, List, RangePicker) load when a form first shows them.
 */
export const preloadFormWidgets = () =>
  Promise.all(
    [
      DateWidget,
      DateTimeWidget,
      SelectWidget,
      CheckTreeWidget,
      CascaderWidget,
      IconSelectWidget,
      ...Object.values(theme),
    ].map((w) => (w as unknown as LazyView<FieldWidgetProps>).preload()),
  );

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
  cascader: CascaderWidget,
  file: FileWidget,
  amount: AmountWidget,
  dateRange: DateRangeWidget,
  fileList: FileListWidget,
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

// Once the first form has painted and the browser is idle, the other widgets load in the background,
// so a field that appears later (a new array item's select, a dialog's date) shows at once.
if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function')
  window.requestIdleCallback(() => void preloadFormWidgets(), { timeout: 5000 });
