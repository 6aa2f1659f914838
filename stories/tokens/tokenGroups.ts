import type { GlobalToken } from 'antd';

type TokenName = keyof GlobalToken;

/** The theme's colours beside the contrast pairs, by what they are for. */
export const COLOUR_GROUPS: readonly { group: string; tokens: readonly [TokenName, string][] }[] = [
  {
    group: '品牌与功能色',
    tokens: [
      ['colorPrimary', '品牌色'],
      ['colorLink', '链接'],
      ['colorSuccess', '成功'],
      ['colorWarning', '警告'],
      ['colorError', '错误'],
      ['colorInfo', '信息'],
    ],
  },
  {
    group: '文字',
    tokens: [
      ['colorText', '正文'],
      ['colorTextHeading', '标题'],
      ['colorTextSecondary', '次要文字'],
      ['colorTextDescription', '说明文字'],
      ['colorTextPlaceholder', '占位文字'],
      ['colorTextDisabled', '禁用文字'],
    ],
  },
  {
    group: '背景与边框',
    tokens: [
      ['colorBgContainer', '容器背景'],
      ['colorBgLayout', '布局背景'],
      ['colorBgElevated', '浮层背景'],
      ['colorPrimaryBg', '选中背景'],
      ['colorBorder', '边框'],
      ['colorBorderSecondary', '分割线'],
    ],
  },
];

/** A size of text: its font size and line height tokens. */
export interface TextStyle {
  name: string;
  size: TokenName;
  lineHeight: TokenName;
}

/** The console's text sizes, from the smallest to the first heading. */
export const TEXT_STYLES: readonly TextStyle[] = [
  { name: '小号文字', size: 'fontSizeSM', lineHeight: 'lineHeightSM' },
  { name: '正文', size: 'fontSize', lineHeight: 'lineHeight' },
  { name: '大号文字', size: 'fontSizeLG', lineHeight: 'lineHeightLG' },
  { name: '五级标题', size: 'fontSizeHeading5', lineHeight: 'lineHeightHeading5' },
  { name: '四级标题', size: 'fontSizeHeading4', lineHeight: 'lineHeightHeading4' },
  { name: '三级标题', size: 'fontSizeHeading3', lineHeight: 'lineHeightHeading3' },
  { name: '二级标题', size: 'fontSizeHeading2', lineHeight: 'lineHeightHeading2' },
  { name: '一级标题', size: 'fontSizeHeading1', lineHeight: 'lineHeightHeading1' },
];

/** The spacing scale, step by step: the size, padding and margin tokens of each step. */
export const SPACING_STEPS: readonly {
  step: string;
  size: TokenName;
  padding: TokenName;
  margin: TokenName;
}[] = [
  { step: '极小', size: 'sizeXXS', padding: 'paddingXXS', margin: 'marginXXS' },
  { step: '很小', size: 'sizeXS', padding: 'paddingXS', margin: 'marginXS' },
  { step: '小', size: 'sizeSM', padding: 'paddingSM', margin: 'marginSM' },
  { step: '标准', size: 'size', padding: 'padding', margin: 'margin' },
  { step: '中', size: 'sizeMD', padding: 'paddingMD', margin: 'marginMD' },
  { step: '大', size: 'sizeLG', padding: 'paddingLG', margin: 'marginLG' },
  { step: '很大', size: 'sizeXL', padding: 'paddingXL', margin: 'marginXL' },
];

/** The heights of controls (buttons, inputs, selects). */
export const CONTROL_HEIGHTS: readonly [TokenName, string][] = [
  ['controlHeightSM', '小号控件'],
  ['controlHeight', '标准控件'],
  ['controlHeightLG', '大号控件'],
];

/** The corner radii, from the smallest. */
export const RADII: readonly [TokenName, string][] = [
  ['borderRadiusXS', '极小圆角'],
  ['borderRadiusSM', '小圆角（小号控件）'],
  ['borderRadius', '标准圆角（按钮、输入框）'],
  ['borderRadiusLG', '大圆角（卡片、对话框）'],
];

/** The shadows, by what casts them. */
export const SHADOWS: readonly [TokenName, string][] = [
  ['boxShadowTertiary', '无边框的卡片、消息、分段控件的选中项'],
  ['boxShadowSecondary', '下拉菜单、选择器与日期面板'],
  ['boxShadow', '对话框、通知'],
];
