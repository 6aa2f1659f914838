import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { CrudBlock, FormBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { hospitalUser } from '../fixtures/fixtures';

const meta = {
  title: 'Blocks/BaseInfo 基础信息字典',
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const baseinfo = {
  setl_optins: [
    { value: '210100', name: '沈阳市医疗保障事务服务中心' },
    { value: '210199', name: '沈阳市本级' },
  ],
  rush_status: [
    { value: '0', name: '未冲正' },
    { value: '1', name: '已冲正' },
  ],
  clr_type: [
    { value: '11', name: '门诊' },
    { value: '21', name: '住院' },
    { value: '41', name: '药店购药' },
  ],
};

const records: CrudBlock = {
  type: 'crud',
  title: '对账记录',
  list: { method: 'POST', path: '/commondeal/story/records' },
  rowKey: 'id',
  columns: [
    { title: '人员编号', field: 'psn_no' },
    { title: '清算类别', field: 'clr_type', format: { dict: 'clr_type' } },
    { title: '是否冲正', field: 'used', format: { dict: 'rush_status', fallback: '未知' } },
    { title: '退费结算标志', field: 'refd', format: { map: { '0': '否' }, fallback: '是' } },
  ],
};
const condition: FormBlock = {
  type: 'form',
  id: 'cond',
  labelSpan: 6,
  schema: {
    type: 'object',
    properties: {
      setl_optins: { type: 'string', title: '结算经办机构' },
      clr_type: { type: 'string', title: '清算类别' },
    },
  },
  defaults: { setl_optins: '210100' },
  uiSchema: {
    setl_optins: { 'ui:options': { dict: 'setl_optins' } },
    clr_type: { 'ui:placeholder': '请选择清算类别', 'ui:options': { dict: 'clr_type' } },
  },
};

const answers = {
  'GET /commondeal/common/baseinfo': baseinfo,
  'POST /commondeal/story/records': [
    { id: 1, psn_no: '21010000000000000101', clr_type: '11', used: '0', refd: '0' },
    { id: 2, psn_no: '21010000000000000102', clr_type: '21', used: '1', refd: '1' },
    { id: 3, psn_no: '21010000000000000103', clr_type: '99', used: '5', refd: '0' },
  ],
};

export const Columns: Story = {
  name: '列与下拉框使用字典（未列出的值显示兜底文字）',
  args: { descriptor: screenOf([condition, records]) },
  parameters: { fakeApp: { user: hospitalUser, answers } },
};
