import type { GlobalToken } from 'antd';

const px = (n: number) => `${n}px`;

/** antd's padding of a control: the room left by the text line, less the border (its Input token). */
const paddingBlock = (t: GlobalToken, height: number) =>
  px(Math.max(Math.round(((height - t.fontSize * t.lineHeight) / 2) * 10) / 10 - t.lineWidth, 0));

/**
 * The theme tokens the hand-drawn views use (the light form's items, its segmented switch, the deal
 * form's text inputs), as CSS variables on the page root: their style sheets (`widgets/form/lightForm.css`,
 * `widgets/deal/dealInputs.css`) draw antd's look from the theme in use, through antd's public tokens only.
 * On the root, so dialogs (drawn outside the app's element) have them too. See docs/architecture.md.
 */
export function tokenVars(t: GlobalToken): Record<string, string> {
  return {
    '--yb-text': t.colorText,
    '--yb-text-heading': t.colorTextHeading,
    '--yb-text-label': t.colorTextLabel,
    '--yb-text-description': t.colorTextDescription,
    '--yb-text-placeholder': t.colorTextPlaceholder,
    '--yb-text-disabled': t.colorTextDisabled,
    '--yb-error': t.colorError,
    '--yb-error-border-hover': t.colorErrorBorderHover,
    '--yb-error-outline': t.colorErrorOutline,
    '--yb-primary': t.colorPrimary,
    '--yb-primary-hover': t.colorPrimaryHover,
    '--yb-primary-border': t.colorPrimaryBorder,
    '--yb-control-outline': t.controlOutline,
    '--yb-control-outline-width': px(t.controlOutlineWidth),
    '--yb-border': t.colorBorder,
    '--yb-border-disabled': t.colorBorderDisabled,
    '--yb-bg-container': t.colorBgContainer,
    '--yb-bg-disabled': t.colorBgContainerDisabled,
    '--yb-bg-layout': t.colorBgLayout,
    '--yb-bg-elevated': t.colorBgElevated,
    '--yb-fill': t.colorFill,
    '--yb-fill-secondary': t.colorFillSecondary,
    '--yb-shadow-tertiary': t.boxShadowTertiary,
    '--yb-radius': px(t.borderRadius),
    '--yb-radius-sm': px(t.borderRadiusSM),
    '--yb-line-width': px(t.lineWidth),
    '--yb-line-width-bold': px(t.lineWidthBold),
    '--yb-line-width-focus': px(t.lineWidthFocus),
    '--yb-font-size': px(t.fontSize),
    '--yb-line-height': String(t.lineHeight),
    '--yb-font-family': t.fontFamily,
    '--yb-control-height': px(t.controlHeight),
    '--yb-control-height-sm': px(t.controlHeightSM),
    '--yb-control-padding-horizontal': px(t.controlPaddingHorizontal),
    '--yb-margin-xxs': px(t.marginXXS),
    '--yb-margin-xs': px(t.marginXS),
    '--yb-margin-lg': px(t.marginLG),
    '--yb-padding-xs': px(t.paddingXS),
    '--yb-input-padding-block': paddingBlock(t, t.controlHeight),
    '--yb-input-padding-inline': px(t.paddingSM - t.lineWidth),
    '--yb-input-padding-block-sm': paddingBlock(t, t.controlHeightSM),
    '--yb-input-padding-inline-sm': px(t.paddingXS - t.lineWidth),
    '--yb-motion-duration-mid': t.motionDurationMid,
  };
}

/** The variables as one `:root` rule (token values only: colours, lengths, the font list). */
export const rootRule = (t: GlobalToken): string =>
  `:root{${Object.entries(tokenVars(t))
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
