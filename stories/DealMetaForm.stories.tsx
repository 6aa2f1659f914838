import { useState } from 'react';
import type { DealSelection } from '../engine/blocks/controllers/dealEditor/useDealMetaForm';
import type { Meta, StoryObj } from '@storybook/react';
import { deal2207Extended } from '../fixtures/dealExtended';
import { deal2207 } from '../fixtures/dealOutpatient';
import { dealText, published2207Cut, shipped2207Cut } from '../fixtures/dealStudioFixtures';
import { withFakeApp } from '../fixtures/decorator';
import { adminUser } from '../fixtures/fixtures';
import { DealMetaForm } from '../widgets/blocks/dealEditor/DealMetaForm';

/** The console's dictionaries: the 代码表 a field may choose. */
const answers = {
  'GET /commondeal/common/baseinfo': {
    med_type: [
      { value: '11', name: '普通门诊' },
      { value: '14', name: '门诊慢特病' },
    ],
    insutype: [{ value: '310', name: '职工基本医疗保险' }],
  },
};

/** The form over a draft text it edits in place (the deal editor's 表单 mode without its studio). */
function Editing({
  text: initial,
  baseline,
  selected,
}: {
  text: string;
  baseline: string;
  /** The node and field selected at first (the first input node's first field otherwise). */
  selected?: DealSelection;
}) {
  const [text, setText] = useState(initial);
  const selection = useState<DealSelection>(selected ?? { side: 'reqProperties', node: 0, field: 0 });
  return (
    <div style={{ maxWidth: 720 }}>
      <DealMetaForm text={text} onText={setText} baseline={baseline} existing selection={selection} />
    </div>
  );
}

const meta = {
  title: 'Blocks/DealMetaForm 交易元数据表单',
  component: Editing,
  decorators: [withFakeApp],
  parameters: { fakeApp: { user: adminUser, answers } },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 2207 (four of its fields) with its 地方扩展 fields over the shipped metadata: psn_no and mdtrt_cert_type locked. */
export const Extended: Story = {
  name: '表单模式 · 国家接口必填字段锁定',
  args: { text: dealText(published2207Cut), baseline: dealText(shipped2207Cut) },
};

/** A draft whose JSON does not parse: the form is read-only and says why. */
export const Unparsable: Story = {
  name: '表单模式 · JSON 无法解析时只读',
  args: { text: dealText(published2207Cut).slice(0, 60), baseline: dealText(shipped2207Cut) },
};

/** The whole of 2207 as published with its extension fields: a province's field selected, every property editable. */
export const Whole2207: Story = {
  name: '表单模式 · 2207 整个交易，选中地方扩展字段',
  args: {
    text: dealText(deal2207Extended),
    baseline: dealText(deal2207),
    selected: {
      side: 'reqProperties',
      node: 0,
      field: deal2207Extended.reqProperties[0]!.properties.findIndex((p) => p.name === 'local_flag'),
    },
  },
};

/** A national required field selected: 删除字段 disabled with its reason, 字段名 and 是否必填 read-only. */
export const LockedSelected: Story = {
  name: '表单模式 · 选中国家接口必填字段（不能删除）',
  args: {
    text: dealText(deal2207Extended),
    baseline: dealText(deal2207),
    selected: {
      side: 'reqProperties',
      node: 0,
      field: deal2207Extended.reqProperties[0]!.properties.findIndex((p) => p.name === 'psn_no'),
    },
  },
};
