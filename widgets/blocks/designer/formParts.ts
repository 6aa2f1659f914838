import { generateTemplates } from '@rjsf/antd';
import { createElement, type ComponentType } from 'react';
import { TranslatableString, type IconButtonProps, type RJSFSchema } from '@rjsf/utils';
import { layoutOf, type SchemaFormContext } from '../../form/formContext';
import { translateZh } from '../../form/translateZh';
import { validator } from '../../form/validator';
import { formWidgets } from '../../form/widgets';

/** What every property form of the designer draws with (the node's, and a choice's own form inside it). */
export type Data = Record<string, unknown>;
const theme = generateTemplates<Data, RJSFSchema, SchemaFormContext>();
type IconButton = ComponentType<IconButtonProps<Data, RJSFSchema, SchemaFormContext>>;

/** An icon button named by its text (the theme's only shows an icon named by its picture): 上移, 下移… */
const named =
  (Button: IconButton, text: TranslatableString): IconButton =>
  (props) =>
    createElement(Button, { ...props, 'aria-label': props.registry.translateString(text) });
const buttons = theme.ButtonTemplates!;

export const templates = {
  ...theme,
  ButtonTemplates: {
    ...theme.ButtonTemplates,
    MoveUpButton: named(buttons.MoveUpButton!, TranslatableString.MoveUpButton),
    MoveDownButton: named(buttons.MoveDownButton!, TranslatableString.MoveDownButton),
    RemoveButton: named(buttons.RemoveButton!, TranslatableString.RemoveButton),
    CopyButton: named(buttons.CopyButton!, TranslatableString.CopyButton),
  },
};
export const formContext: SchemaFormContext = {
  ...layoutOf(false),
  fields: { get: () => undefined, set: () => undefined },
};
export const NO_SUBMIT = { 'ui:submitButtonOptions': { norender: true } };

/** A form id from a JSON Pointer: RJSF's ids, unique per node and key. */
export const idPrefixOf = (path: string) => `yb-prop${path.replace(/[^\w]/g, '_')}`;

/**
 * The RJSF props every studio form shares (the designer's 属性, the deal editor's 表单): the engine's own
 * widgets and templates, its validator, RJSF's texts in Chinese, no error list or HTML checks.
 */
export const studioFormProps = {
  validator,
  templates,
  widgets: formWidgets,
  formContext,
  translateString: translateZh,
  showErrorList: false,
  noHtml5Validate: true,
} as const;
