/**
 * The root class antd gives a component drawn with CSS variables (`ant-form-css-var`), for the views that
 * draw a component's markup themselves (the light form's items, the deal form's inputs).
 */
export const cssVarRootCls = (prefixCls: string): string => `${prefixCls}-css-var`;
