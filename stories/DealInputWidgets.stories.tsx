import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { code, date, dateTime, node, text, deal, Y } from '../fixtures/dealBuilders';
import { dealCodes } from '../fixtures/dealCodes';
import { withFakeApp } from '../fixtures/decorator';
import {
  dealFakeApp,
  dealStoryScreen,
  dealWidgetStories,
  fill,
  submitOnReady,
  widgetDeal,
} from '../fixtures/dealStories';

const meta = {
  title: 'Deal/Widgets 交易字段',
  parameters: { descriptor: { block: 'dealForm' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A text field: antd Input's look on an input that holds what is typed (`DealTextInput`). */
const input = dealWidgetStories(widgetDeal('W001', text('medrcdno', '病历号', 30, Y)), {
  medrcdno: 'BL20240301001',
});
const date8 = dealWidgetStories(widgetDeal('W008', date('stmt_begndate', '对账开始日期', Y)), {
  stmt_begndate: '2024-03-01',
});
const date14 = dealWidgetStories(widgetDeal('W014', dateTime('begntime', '开始时间', Y)), {
  begntime: '2024-03-01 08:30:00',
});
const select = dealWidgetStories(widgetDeal('W003', code('insutype', '险种类型', dealCodes.insutype, 6, Y)), {
  insutype: '310',
});
const textarea = dealWidgetStories(widgetDeal('W100', text('main_cond_dscr', '主要病情描述', 1000, Y)), {
  main_cond_dscr: '发热伴咳嗽三天，体温38.6℃，胸片示右下肺片状阴影。',
});

export const InputEmpty: Story = { ...input.Empty, name: 'INPUT 文本 · 空' };
export const InputFilled: Story = { ...input.Filled, name: 'INPUT 文本 · 已填写' };
export const InputError: Story = { ...input.Error, name: 'INPUT 文本 · 校验错误' };
export const Date8Empty: Story = { ...date8.Empty, name: 'DATE8 日期 · 空' };
export const Date8Filled: Story = { ...date8.Filled, name: 'DATE8 日期 · 已填写' };
export const Date8Error: Story = { ...date8.Error, name: 'DATE8 日期 · 校验错误' };
export const Date14Empty: Story = { ...date14.Empty, name: 'DATE14 日期时间 · 空' };
export const Date14Filled: Story = { ...date14.Filled, name: 'DATE14 日期时间 · 已填写' };
export const Date14Error: Story = { ...date14.Error, name: 'DATE14 日期时间 · 校验错误' };
export const SelectEmpty: Story = { ...select.Empty, name: 'SELECT 代码选择 · 空' };
export const SelectFilled: Story = { ...select.Filled, name: 'SELECT 代码选择 · 已填写' };
export const SelectError: Story = { ...select.Error, name: 'SELECT 代码选择 · 校验错误' };
export const TextareaEmpty: Story = { ...textarea.Empty, name: '长文本（长度≥1000）· 空' };
export const TextareaFilled: Story = { ...textarea.Filled, name: '长文本（长度≥1000）· 已填写' };
export const TextareaError: Story = { ...textarea.Error, name: '长文本（长度≥1000）· 校验错误' };

/** The editable table of a list node (2401's diagnoses, three columns). */
const diagnoses = deal(
  'W200',
  '入院诊断（示例）',
  [
    node(
      'diseinfo',
      '入院诊断信息',
      [
        code('diag_type', '诊断类别', dealCodes.diag_type, 3, Y),
        text('diag_code', '诊断代码', 20, Y),
        text('diag_name', '诊断名称', 100, Y),
        dateTime('diag_time', '诊断时间', Y),
      ],
      true,
    ),
  ],
  [],
);
const row = { diag_type: '1', diag_code: 'J18.900', diag_name: '肺炎', diag_time: '2024-03-01 09:00:00' };
const table = (name: string, extra: Parameters<typeof dealStoryScreen>[1]): Story => ({
  name,
  args: { descriptor: { ...dealStoryScreen(diagnoses, extra), layout: 'blank' } },
  parameters: { fakeApp: dealFakeApp([diagnoses]) },
});

export const TableEmpty: Story = table('可编辑表格 · 空', {});
export const TableFilled: Story = table('可编辑表格 · 已填写', {
  onReady: fill({
    diseinfo: [row, { ...row, diag_type: '2', diag_code: 'A01.03', diag_name: '伤寒性肺炎' }],
  }),
});
export const TableEmptyError: Story = table('可编辑表格 · 无明细时保存（请填写…）', {
  onReady: submitOnReady,
});
export const TableIncompleteError: Story = table('可编辑表格 · 行未填完整（请完善信息）', {
  onReady: { type: 'sequence', steps: [fill({ diseinfo: [{ diag_code: 'J18.900' }] }), submitOnReady] },
});
