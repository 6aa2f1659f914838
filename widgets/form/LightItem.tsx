import { useContext, useMemo, type ReactNode } from 'react';
import { Col, ConfigProvider, Row, type ColProps } from 'antd';
import { LightFieldContext } from './LightField';
import './lightForm.css';

/**
 * One field of the light form, drawn as antd's `Form.Item` draws it (its class names, and its look from
 * the theme's tokens in `lightForm.css`; the input inside takes the error status and feedback icon
 * through `useLightField`), so a light form looks and reads like every other form, without its field
 * store, validation rules and label tooltip: rc-form, async-validator and the popup code would be a third
 * of the login page's first paint. The light form validates with the console's own validator.
 */
export function LightItem({
  id,
  label,
  required,
  errors,
  labelCol,
  wrapperCol,
  children,
}: {
  id?: string;
  /** The label; false or empty: none (no label column, as antd draws an item without a label). */
  label?: string | false;
  required?: boolean;
  errors?: readonly ReactNode[];
  labelCol?: ColProps;
  wrapperCol?: ColProps;
  children: ReactNode;
}) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('form');
  const item = `${prefixCls}-item`;
  const hasError = !!errors?.length;
  const field = useMemo(() => ({ error: hasError }), [hasError]);
  const classes = ['yb-light-item', item, `${item}-horizontal`];
  if (hasError) classes.push(`${item}-with-help`, `${item}-has-feedback`, `${item}-has-error`);
  const withLabel = label !== false && label !== undefined && label !== '';
  return (
    <div className={classes.join(' ')}>
      <Row className={`${item}-row`}>
        {withLabel && (
          <Col {...labelCol} className={`${item}-label`}>
            <label htmlFor={id} className={required ? `${item}-required` : undefined} title={label}>
              {label}
            </label>
          </Col>
        )}
        <Col {...wrapperCol} className={`${item}-control`}>
          <div className={`${item}-control-input`}>
            <div className={`${item}-control-input-content`}>
              <LightFieldContext.Provider value={field}>{children}</LightFieldContext.Provider>
            </div>
          </div>
          {hasError && (
            <div className={`${item}-additional`}>
              <div
                id={id ? `${id}_help` : undefined}
                className={`${prefixCls}-item-explain ${item}-explain-connected`}
                role="alert"
              >
                <div className={`${item}-explain-error`}>
                  <div id={id ? `${id}__error` : undefined}>
                    {errors.map((e, i) => (
                      <div key={i}>{e}</div>
                    ))}
                  </div>
                </div>
              </div>
            </div>
          )}
        </Col>
      </Row>
    </div>
  );
}
