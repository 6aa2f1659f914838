import { hasWidget, type RJSFSchema } from '@rjsf/utils';
import { allSchemas } from '../../schemas';
import type { LintInput } from './lintScreens';

/**
 * The icons a descriptor or a menu may name, as data: the antd kit's `icons` (`widgets/icons.tsx`) is
 * typed by this list, so the screen lint knows them without loading the kit.
 */
export const ICON_NAMES = [
  'AccountBookOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'BellOutlined',
  'CalculatorOutlined',
  'CheckOutlined',
  'ClusterOutlined',
  'CloudDownloadOutlined',
  'CloudUploadOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'DeleteOutlined',
  'DownloadOutlined',
  'EditOutlined',
  'ExportOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FolderOpenOutlined',
  'FormOutlined',
  'GlobalOutlined',
  'HomeOutlined',
  'IdcardOutlined',
  'ImportOutlined',
  'KeyOutlined',
  'LockOutlined',
  'LogoutOutlined',
  'MedicineBoxOutlined',
  'MenuOutlined',
  'MoneyCollectOutlined',
  'PlusOutlined',
  'ProfileOutlined',
  'QrcodeOutlined',
  'ReloadOutlined',
  'RollbackOutlined',
  'SafetyCertificateOutlined',
  'ScanOutlined',
  'SearchOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'SwapOutlined',
  'SyncOutlined',
  'TeamOutlined',
  'ToolOutlined',
  'UnorderedListOutlined',
  'UploadOutlined',
  'UserAddOutlined',
  'UserOutlined',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * The form widgets a uiSchema may name in `ui:widget`, as data: RJSF's default registry and the
 * console's widgets (`widgets/form/widgets.ts`, `formWidgets`); a test keeps the two equal.
 */
export const FORM_WIDGET_NAMES = [
  // RJSF's default registry (`getDefaultRegistry().widgets`).
  'AltDateWidget',
  'AltDateTimeWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'ColorWidget',
  'DateWidget',
  'DateTimeWidget',
  'EmailWidget',
  'FileWidget',
  'HiddenWidget',
  'PasswordWidget',
  'RadioWidget',
  'RangeWidget',
  'RatingWidget',
  'SelectWidget',
  'TextWidget',
  'TextareaWidget',
  'TimeWidget',
  'UpDownWidget',
  'URLWidget',
  // The console's own (`customWidgets`).
  'captcha',
  'smsCode',
  'password',
  'segmented',
  'date',
  'datetime',
  'iconSelect',
  'textarea',
  'checkTree',
  'cascader',
  'file',
  'amount',
  'dateRange',
  'fileList',
] as const;

type Schema = Record<string, unknown>;

const TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'];

/** What the console's side gives the lint: shared schemas, icons and widgets (the CLI and 界面预览). */
export type LintTargets = Required<Pick<LintInput, 'schemas' | 'icons' | 'widgetExists'>>;

/**
 * The shared schemas of `schemas/`, the icon set and the form widgets the descriptors are checked
 * against: plain data, no UI library (the screen lint CLI loads this, never `widgets/`).
 */
export function lintTargets(): LintTargets {
  const schemas: Record<string, Schema> = Object.fromEntries(allSchemas.map((s) => [s.$id, s]));
  // RJSF's lookup needs a component per name; the lint only asks whether one is found.
  const Named = () => null;
  const registry = Object.fromEntries(FORM_WIDGET_NAMES.map((name) => [name, Named]));
  /** RJSF's own lookup (a registered name, or an alias such as `radio` for the field's type). */
  const widgetExists = (name: string, field: Schema | undefined) => {
    const candidates = field?.type ? [field] : TYPES.map((type) => ({ ...field, type }));
    return candidates.some((s) => hasWidget(s as RJSFSchema, name, registry));
  };
  return { schemas, icons: ICON_NAMES, widgetExists };
}
