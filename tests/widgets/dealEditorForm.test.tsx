/**
 * 交易目录's deal editor, 表单 mode (docs/studio.md, 交易目录): the draft's JSON drawn as a form from the
 * metadata's schema; an edit writes the text the preview and 保存草稿 read, a chosen 代码表 fills the
 * field's options, the baseline's starred fields are locked, fields are reordered with 上移/下移, and a
 * text that does not parse leaves the form read-only with the reason.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { adminUser } from '../../fixtures/fixtures';
import { published2207Cut, shipped2207Cut, studioDeal } from '../../fixtures/dealStudioFixtures';
import editJson from '../../screens/dealStudioEdit.screen.json';
import type { DealMeta } from '../../schemas/deal';
import { renderScreen, screen } from './renderScreen';

const FIRST_RENDER = { timeout: 20_000 };
const PATH = '/commondeal/deals/studio/2207';
const MED_TYPE = [
  { value: '11', name: '普通门诊' },
  { value: '14', name: '门诊慢特病' },
];
/** An RJSF id of 2207's input node `data` (field 0 is psn_no, starred in the shipped metadata). */
const fieldId = (index: number, key: string) => `root_reqProperties_0_properties_${index}_${key}`;
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** 2207 (published version 2, 地方扩展 over the shipped metadata) opened in 表单. */
async function openForm() {
  const view = renderScreen(editJson as unknown as ScreenDescriptor, {
    user: adminUser,
    route: '/home/dealStudioEdit?id=2207',
    answers: {
      [`GET ${PATH}`]: studioDeal(published2207Cut, 2, shipped2207Cut),
      'GET /commondeal/common/baseinfo': { med_type: MED_TYPE },
    },
  });
  await screen.findByText(/基于：已发布版本 2/, undefined, FIRST_RENDER);
  fireEvent.click(screen.getByText('表单'));
  await waitFor(() => expect(byId(fieldId(0, 'name'))).toBeInTheDocument(), FIRST_RENDER);
  return view;
}

/** The draft's text as 源码 shows it, parsed; back in 表单 afterwards. */
function draft(): DealMeta {
  fireEvent.click(screen.getByText('源码'));
  const text = (screen.getByLabelText('交易元数据 JSON') as HTMLTextAreaElement).value;
  fireEvent.click(screen.getByText('表单'));
  return JSON.parse(text) as DealMeta;
}
const fieldsOf = (meta: DealMeta) => meta.reqProperties[0]!.properties;

describe('the deal editor in 表单 mode', () => {
  it('an edit of 长度 in the form changes the draft text', async () => {
    await openForm();
    const invono = fieldsOf(draft()).findIndex((f) => f.name === 'invono');
    fireEvent.change(byId(fieldId(invono, 'length')), { target: { value: '25' } });
    expect(fieldsOf(draft())[invono]).toMatchObject({ name: 'invono', length: 25 });
  }, 90_000);

  it('a field added with a 代码表 takes that code list as its options', async () => {
    await openForm();
    const count = fieldsOf(draft()).length;
    fireEvent.click(byId('root_reqProperties_0_properties__add'));
    await waitFor(() => expect(byId(fieldId(count, 'codeList'))).toBeInTheDocument());
    fireEvent.mouseDown(byId(fieldId(count, 'codeList')));
    fireEvent.click(await screen.findByTitle('med_type'));
    await waitFor(() =>
      expect(fieldsOf(draft())[count]).toMatchObject({ codeList: 'med_type', options: MED_TYPE }),
    );
  }, 90_000);

  it('a starred field of the shipped metadata is locked: 是否必填 and 字段名 disabled, tagged 国家接口必填', async () => {
    await openForm();
    expect(byId(fieldId(0, 'name'))).toHaveValue('psn_no');
    expect(byId(fieldId(0, 'require'))).toBeDisabled();
    expect(byId(fieldId(0, 'name'))).toBeDisabled();
    expect(byId(fieldId(0, 'name')).closest('.ant-space-compact')).toHaveTextContent('国家接口必填');
    // local_flag is the province's own required field: it may be loosened.
    const local = fieldsOf(draft()).findIndex((f) => f.name === 'local_flag');
    expect(byId(fieldId(local, 'require'))).toBeEnabled();
  }, 90_000);

  it('下移 moves a field after the next one in the draft text, reqNodeNames following the nodes', async () => {
    await openForm();
    const [first, second] = fieldsOf(draft()).map((f) => f.name);
    const down = byId('root_reqProperties_0_properties_0__moveDown');
    expect(down).toHaveAccessibleName('下移');
    fireEvent.click(down);
    await waitFor(() => expect(byId(fieldId(0, 'name'))).toHaveValue(second));
    const moved = draft();
    expect(
      fieldsOf(moved)
        .map((f) => f.name)
        .slice(0, 2),
    ).toEqual([second, first]);
    expect(moved.reqNodeNames).toEqual(['data']);
  }, 90_000);

  it('a field dragged by its 拖动排序 handle onto another field of its node takes its place in the text', async () => {
    await openForm();
    const names = fieldsOf(draft()).map((f) => f.name);
    const item = (index: number) => byId(fieldId(index, 'name'));
    // The innermost handle holding psn_no's item (its node's handle holds it too).
    const handle = screen
      .getAllByRole('img', { name: '拖动排序' })
      .filter((h) => h.parentElement?.contains(item(0)))
      .pop()!;
    fireEvent.dragStart(handle);
    fireEvent.dragOver(item(2));
    fireEvent.drop(item(2));
    expect(fieldsOf(draft()).map((f) => f.name)).toEqual([names[1], names[2], names[0], names[3]]);
  }, 90_000);

  it('a draft text that does not parse leaves the form read-only with the reason', async () => {
    await openForm();
    fireEvent.click(screen.getByText('源码'));
    const editor = screen.getByLabelText('交易元数据 JSON') as HTMLTextAreaElement;
    fireEvent.change(editor, { target: { value: editor.value.slice(0, 40) } });
    fireEvent.click(screen.getByText('表单'));
    expect(await screen.findByText('JSON 无法解析，表单只读')).toBeInTheDocument();
    expect(screen.getByText(/^JSON 格式错误/)).toBeInTheDocument();
    expect(byId(fieldId(1, 'length'))).toBeDisabled();
  }, 90_000);
});
