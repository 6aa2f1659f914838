/**
 * 交易目录's deal editor, 表单 mode (docs/studio.md, 交易目录): the deal's own keys, a listbox of its nodes,
 * the selected node's fields as a listbox and the selected field's properties drawn from the metadata's
 * schema; every edit writes the draft text the preview and 保存草稿 read, the baseline's starred fields
 * are locked, and a text that does not parse leaves the form read-only with the reason.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { adminUser } from '../../fixtures/fixtures';
import { published2207Cut, shipped2207Cut, studioDeal } from '../../fixtures/dealStudioFixtures';
import editJson from '../../screens/dealStudioEdit.screen.json';
import { findDeal } from '../../server/deals/catalogue';
import type { DealMeta } from '../../schemas/deal';
import { renderScreen, screen } from './renderScreen';

const FIRST_RENDER = { timeout: 20_000 };
const PATH = '/commondeal/deals/studio/2207';
const MED_TYPE = [
  { value: '11', name: '普通门诊' },
  { value: '14', name: '门诊慢特病' },
  { value: '41', name: '门诊慢特病' },
];
const CERT_TYPE = [
  { value: '01', name: '医保电子凭证' },
  { value: '02', name: '居民身份证' },
];

/** 2207 opened in 表单: by default version 2 (地方扩展 over the shipped metadata), cut to four fields. */
async function openForm(published: DealMeta = published2207Cut, file: DealMeta = shipped2207Cut) {
  const view = renderScreen(editJson as unknown as ScreenDescriptor, {
    user: adminUser,
    route: '/home/dealStudioEdit?id=2207',
    answers: {
      [`GET ${PATH}`]: studioDeal(published, 2, file),
      'GET /commondeal/common/baseinfo': { med_type: MED_TYPE },
      // The national lists publishing accepts, served by the deals' studio.
      [`GET /commondeal/deals/studio/code-lists`]: { mdtrt_cert_type: CERT_TYPE, med_type: MED_TYPE },
    },
  });
  await screen.findByText(/基于：已发布版本 2/, undefined, FIRST_RENDER);
  fireEvent.click(screen.getByText('表单'));
  await screen.findByRole('listbox', { name: '字段' }, FIRST_RENDER);
  return view;
}

/** The draft's text as 源码 shows it, parsed; back in 表单 afterwards. */
function draft(): DealMeta {
  fireEvent.click(screen.getByText('源码'));
  const text = (screen.getByLabelText('交易元数据 JSON') as HTMLTextAreaElement).value;
  fireEvent.click(screen.getByText('表单'));
  return JSON.parse(text) as DealMeta;
}
const names = (meta: DealMeta) => meta.reqProperties[0]!.properties.map((f) => f.name);
const fieldList = () => screen.getByRole('listbox', { name: '字段' });
const option = (name: RegExp) => within(fieldList()).getByRole('option', { name });
const selected = () => within(fieldList()).getByRole('option', { selected: true });
const properties = () => screen.getByRole('region', { name: '字段属性' });
const property = (label: string) => within(properties()).getByLabelText(label);

describe('the deal editor in 表单 mode', () => {
  it('lists the nodes and the selected node’s fields by 字段名 and 字段说明; a click, ↑ and ↓ select', async () => {
    await openForm();
    const nodes = screen.getByRole('listbox', { name: '节点' });
    expect(
      within(nodes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['输入 data 门诊结算信息']);
    expect(within(nodes).getByRole('option', { name: /^输入 data/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(fieldList()).getAllByRole('option')).toHaveLength(4);
    fireEvent.click(option(/^invono 发票号/));
    expect(selected()).toHaveAccessibleName(/^invono 发票号/);
    expect(property('字段名')).toHaveValue('invono');
    fireEvent.keyDown(fieldList(), { key: 'ArrowUp' });
    expect(selected()).toHaveAccessibleName(/^local_flag 地方标识/);
    fireEvent.keyDown(fieldList(), { key: 'ArrowDown' });
    expect(selected()).toHaveAccessibleName(/^invono /);
  }, 90_000);

  it('an edit of 长度 and 字段说明 in 字段属性 changes the draft text', async () => {
    await openForm();
    fireEvent.click(option(/^invono /));
    fireEvent.change(property('长度'), { target: { value: '25' } });
    fireEvent.change(property('字段说明'), { target: { value: '发票号码' } });
    const field = draft().reqProperties[0]!.properties.find((f) => f.name === 'invono');
    expect(field).toMatchObject({ name: 'invono', comment: '发票号码', length: 25 });
    expect(option(/^invono 发票号码/)).toBeInTheDocument();
  }, 90_000);

  it('添加字段 appends a field to the node and selects it; 删除字段 removes it', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: '添加字段' }));
    expect(selected()).toHaveAccessibleName(/^field/);
    expect(names(draft())).toEqual(['psn_no', 'mdtrt_cert_type', 'local_flag', 'invono', 'field']);
    fireEvent.change(property('字段名'), { target: { value: 'exp_note' } });
    expect(names(draft())[4]).toBe('exp_note');
    fireEvent.click(screen.getByRole('button', { name: '删除字段' }));
    expect(names(draft())).toEqual(['psn_no', 'mdtrt_cert_type', 'local_flag', 'invono']);
  }, 90_000);

  it('a field chosen a 代码表 (named with its first codes) takes that code list as its options', async () => {
    await openForm();
    fireEvent.click(option(/^local_flag /));
    fireEvent.mouseDown(property('代码表'));
    fireEvent.click(await screen.findByTitle('med_type（11 普通门诊、14 门诊慢特病…）'));
    await waitFor(() =>
      expect(draft().reqProperties[0]!.properties[2]).toMatchObject({
        codeList: 'med_type',
        options: MED_TYPE,
      }),
    );
  }, 90_000);

  it('a node added to the output is listed as 输出 with its 节点名, edited in its own form', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: '添加输出节点' }));
    const nodes = screen.getByRole('listbox', { name: '节点' });
    expect(within(nodes).getByRole('option', { name: /^输出 node/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.change(screen.getByLabelText('节点名'), { target: { value: 'setlinfo' } });
    expect(draft().resProperties).toEqual([
      { nodeName: 'setlinfo', title: '', array: false, properties: [] },
    ]);
  }, 90_000);

  it('a draft text that does not parse leaves the form read-only with the reason', async () => {
    await openForm();
    fireEvent.click(screen.getByText('源码'));
    const editor = screen.getByLabelText('交易元数据 JSON') as HTMLTextAreaElement;
    fireEvent.change(editor, { target: { value: editor.value.slice(0, 40) } });
    fireEvent.click(screen.getByText('表单'));
    expect(await screen.findByText('JSON 无法解析，表单只读')).toBeInTheDocument();
    expect(screen.getByText(/^JSON 格式错误/)).toBeInTheDocument();
    expect(screen.getByLabelText('交易名称')).toBeDisabled();
  }, 90_000);

  it('draws the whole of 2207 as shipped, all its nodes listed', async () => {
    const deal = findDeal('2207')!;
    await openForm(deal, deal);
    const nodes = within(screen.getByRole('listbox', { name: '节点' })).getAllByRole('option');
    expect(nodes).toHaveLength(deal.reqProperties.length + deal.resProperties.length);
    expect(within(fieldList()).getAllByRole('option')).toHaveLength(deal.reqProperties[0]!.properties.length);
    fireEvent.click(option(/^psn_no 人员编号/));
    expect(property('字段名')).toHaveValue('psn_no');
  }, 90_000);
});

describe('locked fields in 表单', () => {
  it('a starred field of the shipped metadata cannot be deleted and keeps 字段名 and 是否必填', async () => {
    await openForm();
    fireEvent.click(option(/^psn_no 人员编号/));
    const remove = screen.getByRole('button', { name: '删除字段' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAttribute('title', '国家接口必填字段，不能删除');
    expect(remove).toHaveAccessibleDescription('国家接口必填字段，不能删除');
    expect(screen.getByText('国家接口必填字段，不能删除')).toBeVisible();
    expect(property('字段名')).toBeDisabled();
    expect(property('是否必填')).toBeDisabled();
    // local_flag is the province's own required field: it may be loosened and deleted.
    fireEvent.click(option(/^local_flag /));
    expect(property('是否必填')).toBeEnabled();
    expect(screen.getByRole('button', { name: '删除字段' })).toBeEnabled();
  }, 90_000);
});
