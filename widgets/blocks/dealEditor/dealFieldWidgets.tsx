import { Select, Space, Tag } from 'antd';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { SchemaFormContext } from '../../form/formContext';

/** A code list 代码表 offers: its name, and its first labels as a hint (`11 普通门诊、14 门诊慢特病…`). */
export interface DealCodeListChoice {
  name: string;
  hint?: string;
}

/** What the deal editor's 表单 tells its field widgets: whether the field is locked, which code lists exist. */
export interface DealFormContext extends SchemaFormContext {
  deal: {
    locked(id: string): boolean;
    codeLists: readonly DealCodeListChoice[];
  };
}

type Props = WidgetProps<Record<string, unknown>, RJSFSchema, SchemaFormContext>;
const dealOf = (props: Props) => (props.registry.formContext as DealFormContext).deal;

const lockedOf = (props: Props) => dealOf(props).locked(props.id);

/** 字段名: locked, with the 国家接口必填 tag, on a starred field of the baseline. */
export function DealFieldNameWidget(props: Props) {
  const Text = props.registry.widgets.TextWidget!;
  const locked = lockedOf(props);
  return (
    <Space.Compact block>
      <Text {...props} disabled={props.disabled || locked} />
      {locked && <Tag style={{ marginLeft: 8, alignSelf: 'center' }}>国家接口必填</Tag>}
    </Space.Compact>
  );
}

/** 是否必填: a starred field of the baseline stays required (the national interface asks for it). */
export function DealFieldRequireWidget(props: Props) {
  const Checkbox = props.registry.widgets.CheckboxWidget!;
  return <Checkbox {...props} disabled={props.disabled || lockedOf(props)} />;
}

/** 代码表: one of the code lists the console knows; choosing one fills the field's options. */
export function DealCodeListWidget(props: Props) {
  const lists = dealOf(props).codeLists;
  const value = typeof props.value === 'string' && props.value ? props.value : undefined;
  const names = value && !lists.some((l) => l.name === value) ? [{ name: value }, ...lists] : lists;
  return (
    <Select
      id={props.id}
      aria-label={props.label || '代码表'}
      showSearch
      allowClear
      placeholder="选择代码表"
      value={value}
      disabled={props.disabled || props.readonly}
      optionFilterProp="label"
      options={names.map((l) => ({ label: l.hint ? `${l.name}（${l.hint}）` : l.name, value: l.name }))}
      onChange={(v: string | undefined) => props.onChange(v ?? undefined)}
    />
  );
}

export const dealFieldWidgets = {
  dealFieldName: DealFieldNameWidget,
  dealFieldRequire: DealFieldRequireWidget,
  dealCodeList: DealCodeListWidget,
};
