import { useMemo } from 'react';
import { Card, Col, ConfigProvider, DatePicker, Form as AntdForm, Input, Row, Select } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { createForm, type Field as FieldModel } from '@formily/core';
import { connect, Field, FormProvider, mapProps, ObjectField } from '@formily/react';
import type { DealMeta } from '../../schemas/deal';
import { DATE_FORMATS, dealFormLayout, dealMetaToSchema, type LayoutField } from '../../engine/deal';

dayjs.extend(customParseFormat);

type Data = Record<string, unknown>;
const FULL = { width: '100%' } as const;
const SECTION = { marginBottom: 16 } as const;
const PREFIX = 'formily';

/** The field's DOM id, as the deal form and RJSF name theirs: `<prefix>_<node>_<field>`. */
const idOf = (field: FieldModel) => `${PREFIX}_${field.address.toString().replace(/\./g, '_')}`;

/** antd's Form.Item as Formily's decorator: label, required mark and the field's first message. */
const FormItem = connect(
  AntdForm.Item,
  mapProps((props, field) => {
    const f = field as FieldModel;
    const error = f.selfErrors?.[0];
    return {
      ...props,
      label: f.title,
      htmlFor: idOf(f),
      required: f.required,
      validateStatus: error ? 'error' : undefined,
      help: error,
    };
  }),
);

const withId = mapProps((props, field) => ({ ...props, id: idOf(field as FieldModel) }));
const TextInput = connect(Input, withId);
const TextArea = connect(Input.TextArea, withId);
const Choice = connect(
  Select,
  mapProps((props, field) => ({
    ...props,
    id: idOf(field as FieldModel),
    options: (field as FieldModel).dataSource,
  })),
);

/** antd's DatePicker on a string value in the deal's format (as the deal form and RJSF store dates). */
function DateString({
  value,
  onChange,
  format,
  ...rest
}: {
  value?: string;
  onChange?: (v: string | undefined) => void;
  format: string;
  showTime?: boolean;
  id?: string;
}) {
  const parsed = value ? dayjs(value, format) : null;
  return (
    <DatePicker
      {...rest}
      style={FULL}
      format={format}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => onChange?.(d ? d.format(format) : undefined)}
    />
  );
}
const DateInput = connect(DateString, withId);

function FormilyField({ f }: { f: LayoutField }) {
  const common = {
    name: f.name,
    title: f.label,
    required: f.required,
    decorator: [FormItem] as [typeof FormItem],
  };
  const text = { placeholder: f.placeholder, maxLength: f.maxLength };
  switch (f.widget) {
    case 'select':
      return (
        <Field
          {...common}
          dataSource={f.choices}
          component={[
            Choice,
            { style: FULL, allowClear: true, showSearch: true, placeholder: f.placeholder },
          ]}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <Field
          {...common}
          component={[
            DateInput,
            { format: DATE_FORMATS[f.widget], showTime: f.widget === 'datetime', placeholder: f.placeholder },
          ]}
        />
      );
    case 'textarea':
      return (
        <Field
          {...common}
          component={[TextArea, { ...text, rows: 3, showCount: f.maxLength !== undefined }]}
        />
      );
    default:
      return <Field {...common} component={[TextInput, text]} />;
  }
}

/**
 * Formily (`@formily/core` + `@formily/react`, plain Field components, antd inputs through
 * `connect`/`mapProps`): the same deal (the converter's schema and uiSchema read as the deal form's
 * layout), the same data, the same grid and sections. Object nodes only (the synthetic deals).
 */
export function FormilyBench({ meta, data }: { meta: DealMeta; data: Data }) {
  const layout = useMemo(() => dealFormLayout(dealMetaToSchema(meta)), [meta]);
  const form = useMemo(() => createForm({ initialValues: data }), [data]);
  return (
    <ConfigProvider locale={zhCN}>
      <FormProvider form={form}>
        <AntdForm layout="vertical" component={false}>
          {layout.map((node) => (
            <Card key={node.name} size="small" title={node.title} style={SECTION}>
              <ObjectField name={node.name}>
                <Row gutter={16}>
                  {node.fields.map((f) => {
                    const wide = f.widget === 'textarea';
                    return (
                      <Col key={f.name} xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8}>
                        <FormilyField f={f} />
                      </Col>
                    );
                  })}
                </Row>
              </ObjectField>
            </Card>
          ))}
        </AntdForm>
      </FormProvider>
    </ConfigProvider>
  );
}
