/**
 * The service-ticket screens: each message a person meets, through the public renderer with a fake API.
 */
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { checkFiles, DEFAULT_FILE_LIMITS } from '../../engine/blocks/controllers';
import orderApply from '../../screens/orderApply.screen.json';
import orderSort from '../../screens/orderSort.screen.json';
import orderHandle from '../../screens/orderHandle.screen.json';
import { preloadFormWidgets } from '../../widgets/form/widgets';
import { button, cellsOf, fieldMessage, renderScreen, rowOf, screen } from './renderScreen';

const hospital = {
  orgCode: 'H21010200001',
  orgName: '沈阳市示范医院',
  roles: ['ROLE_ORG'],
  user: 'H21010200001',
  contact: '李明',
  mobile: '13800000001',
};
const operator = { orgCode: '9999', orgName: '平台运营中心', roles: ['ROLE_ADMIN'], user: 'admin' };
const ticket = (over: Record<string, unknown>) => ({
  instId: 1,
  orgCode: 'H21010200001',
  orgName: '沈阳市示范医院',
  title: '读卡失败',
  content: '读卡器报错',
  type: 1,
  typeName: '系统故障',
  templateId: null,
  templateDesc: '',
  isClose: '0',
  status: '0',
  contact: '李明',
  mobile: '13800000001',
  createTime: '2026-11-20 10:00:00',
  areaCode: '2101',
  picsUrl: '',
  fileUrl: '',
  ...over,
});
const TYPES = [
  { orderTypeId: 1, orderTypeDesc: '系统故障', parentTypeId: null, areaCode: '2101' },
  { orderTypeId: 5, orderTypeDesc: '登录问题', parentTypeId: 1, areaCode: '2101' },
];

describe('服务单申请与查询 /home/orderApply', () => {
  const open = () =>
    renderScreen(orderApply as unknown as ScreenDescriptor, {
      user: hospital,
      answers: {
        'POST /commondeal/order/ticket/query': {
          records: [ticket({}), ticket({ instId: 2, title: '已分类的服务单', templateId: 1, status: '2' })],
          total: 2,
        },
        'GET /commondeal/order/types': TYPES,
        'GET /commondeal/order/ticket/2/progress': [
          { id: 1, instId: 2, seq: 1, dtlDesc: '客服受理', isDone: '1', isCurrent: '0', proposal: '已受理' },
          { id: 2, instId: 2, seq: 2, dtlDesc: '技术处理', isDone: '0', isCurrent: '1', proposal: '' },
          { id: 3, instId: 2, seq: 3, dtlDesc: '客服回访', isDone: '0', isCurrent: '0', proposal: '' },
        ],
      },
    });

  it('status 全部 (4) by default, page size 10; the displayed state is 已提交 / 处理中', async () => {
    const { calls } = open();
    await waitFor(() => expect(calls('POST', '/commondeal/order/ticket/query')).toHaveLength(1));
    expect(calls('POST', '/commondeal/order/ticket/query')[0]?.body).toMatchObject({
      page: { size: 10, current: 1 },
      status: '4',
    });
    expect(cellsOf('读卡失败')).toContain('已提交');
    expect(cellsOf('已分类的服务单')).toContain('处理中');
  });

  it('编辑 a classified ticket: 已分类，不能编辑！; 进度查询 shows 已完成, 进行中 and 等待中', async () => {
    const { user } = open();
    await screen.findByText('已分类的服务单');
    await user.click(button('编辑', rowOf('已分类的服务单')));
    expect(await screen.findByText('已分类，不能编辑！')).toBeTruthy();
    await user.click(button('进度查询', rowOf('已分类的服务单')));
    expect(await screen.findByText('客服受理')).toBeTruthy();
    // Each step's title with its status word, in the order of the flow.
    expect([...document.querySelectorAll('.ant-steps-item-header')].map((t) => t.textContent)).toEqual([
      '客服受理已完成',
      '技术处理进行中',
      '客服回访等待中',
    ]);
  });

  it('the new ticket is prefilled with the institution; type, title and content are required', async () => {
    await preloadFormWidgets();
    const { user, calls } = open();
    await user.click(await screen.findByText('新建服务单'));
    expect(((await screen.findByLabelText('机构编码')) as HTMLInputElement).value).toBe('H21010200001');
    expect((screen.getByLabelText('联系人') as HTMLInputElement).value).toBe('李明');
    await user.click(button('提交'));
    await waitFor(() => expect(fieldMessage('服务单类型')).toBe('请选择服务单类型'));
    expect(dialogMessage('标题')).toBe('请输入标题');
    expect(dialogMessage('内容')).toBe('请输入内容');
    expect(calls('POST', '/commondeal/order/ticket')).toHaveLength(0);
  });
});

/**
 * The message under the dialog's field labelled `label`, found by its label's text: the list's filters
 * behind the dialog have fields of the same names.
 */
const dialogMessage = (label: string) =>
  within(document.querySelector<HTMLElement>('.ant-modal')!)
    .getByText(label, { selector: 'label' })
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('file limits of the attachment list', () => {
  it('文件过大 over 1 MB, 只能上传图片或者TXT文本文件 for another kind, the limit warning with the counts', () => {
    const L = DEFAULT_FILE_LIMITS;
    expect(checkFiles([{ name: 'a.png', size: 1024 * 1024 + 1 }], 0, L)).toBe('文件过大');
    expect(checkFiles([{ name: 'a.pdf', size: 10 }], 0, L)).toBe('只能上传图片或者TXT文本文件');
    expect(
      checkFiles(
        [
          { name: 'a.png', size: 10 },
          { name: 'b.jpg', size: 10 },
        ],
        2,
        L,
      ),
    ).toBe('当前限制选择 3 个文件，本次选择了 2 个文件，共选择了 4 个文件');
    expect(
      checkFiles(
        [
          { name: 'A.JPEG', size: 10 },
          { name: 'b.txt', size: 10 },
        ],
        1,
        L,
      ),
    ).toBeUndefined();
  });
});

describe('服务单分类 /home/orderSort', () => {
  const open = (templates: unknown[]) =>
    renderScreen(orderSort as unknown as ScreenDescriptor, {
      user: operator,
      answers: {
        'POST /commondeal/order/query': { records: [ticket({ type: null, typeName: '' })], total: 1 },
        'GET /commondeal/order/types': TYPES,
        'POST /commondeal/order/sort': null,
        'POST /commondeal/order/type/1/templates': { records: templates, total: templates.length },
      },
    });
  const classify = async (templates: unknown[]) => {
    await preloadFormWidgets();
    const r = open(templates);
    await screen.findByText('读卡失败');
    await r.user.click(button('分类', rowOf('读卡失败')));
    await screen.findByText('创建工单流程');
    return r;
  };

  it('status 未分类 (0) by default; without a type: 请选择服务单类型; only top-level types are offered', async () => {
    const { user, calls } = await classify([]);
    expect(calls('POST', '/commondeal/order/query')[0]?.body).toMatchObject({ status: '0' });
    await user.click(button('下一步'));
    await waitFor(() => expect(fieldMessage('服务单类型')).toBe('请选择服务单类型'));
    expect(calls('POST', '/commondeal/order/sort')).toHaveLength(0);
    await user.click(screen.getByLabelText('服务单类型'));
    expect(await screen.findByText('系统故障')).toBeTruthy();
    expect(screen.queryByText('登录问题')).toBeNull();
  });

  it('a type without templates: 请配置该类型对应的模板', async () => {
    const { user } = await classify([]);
    await user.click(screen.getByLabelText('服务单类型'));
    await user.click(await screen.findByText('系统故障'));
    await user.click(button('下一步'));
    expect(await screen.findByText('请配置该类型对应的模板')).toBeTruthy();
  });

  it('several templates: a selection table, and OK without a choice: 未选择模板', async () => {
    const { user, calls } = await classify([
      { templateId: 1, templateDesc: '系统故障处理流程', userDefine: '0' },
      { templateId: 2, templateDesc: '自定义处理流程', userDefine: '1' },
    ]);
    await user.click(screen.getByLabelText('服务单类型'));
    await user.click(await screen.findByText('系统故障'));
    await user.click(button('下一步'));
    expect(await screen.findByText('选择模板')).toBeTruthy();
    await user.click(button('确定'));
    expect(await screen.findByText('未选择模板')).toBeTruthy();
    expect(calls('PUT', '/commondeal/order/instance/1')).toHaveLength(0);
  });
});

describe('服务单办理 /home/orderHandle', () => {
  const todo = {
    id: 7,
    instId: 3,
    title: '读卡失败',
    custName: '沈阳市示范医院',
    isDone: '0',
    isFirst: '1',
    isLast: '0',
    userDefine: '1',
    templateId: 2,
    areaCode: '2101',
    dtlDesc: '客服受理',
  };
  const open = () =>
    renderScreen(orderHandle as unknown as ScreenDescriptor, {
      user: { ...operator, roles: ['ROLE_ORDER'], user: '13700000001' },
      answers: {
        'POST /commondeal/order/instance/todos': { records: [todo], total: 1 },
        'POST /commondeal/order/instance/nextstep/responsibility': {
          responseUserId: null,
          responseUserName: '',
        },
        'POST /commondeal/order/template/nodes': { records: [], total: 0 },
      },
    });

  it('下一步 without an opinion: 请输入办理意见; the first node has no 退回; a custom flow offers 配置下一步, whose picker warns 未选择数据', async () => {
    await preloadFormWidgets();
    const { user, calls } = open();
    await screen.findByText('读卡失败');
    await user.click(button('办理', rowOf('读卡失败')));
    await screen.findByText('办理服务单');
    expect(screen.queryByText(/^退\s*回$/)).toBeNull();
    expect(screen.queryByText(/^办\s*结$/)).toBeNull();
    await user.click(button('下一步'));
    expect(await screen.findByText('请输入办理意见')).toBeTruthy();
    expect(calls('POST', '/commondeal/order/handle')).toHaveLength(0);
    await user.click(button('配置下一步'));
    await user.click(await screen.findByText('选择下一个环节', { selector: 'button span' }));
    await waitFor(() => expect(calls('POST', '/commondeal/order/template/nodes')).toHaveLength(1));
    const dialogs = document.querySelectorAll('.ant-modal');
    await user.click(button('确 定', dialogs[dialogs.length - 1] as HTMLElement));
    expect(await screen.findByText('未选择数据')).toBeTruthy();
  });
});
