export { SchemaForm } from './SchemaForm';
export { validator } from './validator';
export { createTransformErrors, chineseMessage } from './transformErrors';
export { formWidgets, customWidgets } from './widgets';
export type { CustomWidgetName } from './widgets';
export { formMessages } from './messages';
export { datePresets } from './DateWidget';
export type { SchemaFormContext, FieldAccess } from './formContext';
export type { FieldWidgetProps } from './widgetTypes';
