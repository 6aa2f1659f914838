/**
 * The ledger family's screens as a person sees them: required messages, defaults, the result box, the
 * cancellable query, the case upload's selection rule.
 */
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { ApiError } from '../../engine/api';
import type { CrudBlock, ScreenDescriptor } from '../../engine/descriptor';
import caseUploadJson from '../../screens/caseUpload.screen.json';
import remoteRushJson from '../../screens/remoteRush.screen.json';
import sumRecJson from '../../screens/sumRec.screen.json';
import transLogJson from '../../screens/transLog.screen.json';
import { DEAL_LOG_ROWS } from '../../fixtures/dealLogFixtures';
import { hospitalUser } from '../../fixtures/fixtures';
import { button, cellsOf, fieldMessage, renderScreen, rowOf, screen } from './renderScreen';

const remoteRush = remoteRushJson as unknown as ScreenDescriptor;
const sumRec = sumRecJson as unknown as ScreenDescriptor;
const caseUpload = caseUploadJson as unknown as ScreenDescriptor;
const transLog = transLogJson as unknown as ScreenDescriptor;

const BASE_INFO = 'GET /commondeal/common/baseinfo';
const dicts = {
  insutype: [{ value: '310', name: '职工基本医疗保险' }],
  clr_type: [{ value: '11', name: '门诊' }],
  setl_optins: [{ value: '210100', name: '沈阳市医疗保障事务服务中心' }],
  stmt_rslt: [
    { value: '0', name: '平' },
    { value: '1', name: '不平' },
  ],
  refd_setl_flag: [
    { value: '0', name: '否' },
    { value: '1', name: '是' },
  ],
};
const pharmacyUser = {
  ...hospitalUser,
  orgCode: 'P21010200002',
  orgName: '沈阳市示范大药房',
  user: 'P21010200002',
};
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('异地冲正 /home/remoteRush', () => {
  const RUSH = 'POST /commondeal/pha/excute-diff';

  it('defaults oinfo 2102, mdtrtareaAdmvs 210100 and the institution; all six fields are required', async () => {
    const { user, calls } = renderScreen(remoteRush, { user: pharmacyUser, answers: { [RUSH]: 'x' } });
    expect(await screen.findByLabelText('原交易编号')).toHaveValue('2102');
    expect(input('就医地医保区划')).toHaveValue('210100');
    expect(input('机构编码')).toHaveValue(pharmacyUser.orgCode);
    await user.clear(input('原交易编号'));
    await user.click(button('冲正'));
    await waitFor(() => expect(fieldMessage('人员编号')).toBe('请输入人员编号'));
    expect(fieldMessage('原发送方报文ID')).toBe('请输入原发送方报文ID');
    expect(fieldMessage('原交易编号')).toBe('请输入原交易编号');
    expect(fieldMessage('参保地医保区划')).toBe('请输入参保地医保区划');
    expect(calls('POST', '/commondeal/pha/excute-diff')).toHaveLength(0);
  });

  it('the answer’s data shows as a success toast and in the result box; a refusal’s data as an error', async () => {
    let answer: unknown = '冲正成功：原交易 2102（报文ID M1）已冲正';
    const { user, calls } = renderScreen(remoteRush, {
      user: pharmacyUser,
      answers: { [RUSH]: () => answer },
    });
    expect(await screen.findByText('尚未执行冲正')).toBeInTheDocument();
    await user.type(input('人员编号'), '21010000000000000191');
    await user.type(input('原发送方报文ID'), 'M1');
    await user.type(input('参保地医保区划'), '110105');
    await user.click(button('冲正'));
    await waitFor(() =>
      expect(screen.getAllByText('冲正成功：原交易 2102（报文ID M1）已冲正')).toHaveLength(2),
    );
    expect(calls('POST', '/commondeal/pha/excute-diff')[0]!.body).toEqual({
      psn_no: '21010000000000000191',
      omsgid: 'M1',
      oinfo: '2102',
      mdtrtareaAdmvs: '210100',
      insuplcAdmdvs: '110105',
      orgCode: pharmacyUser.orgCode,
    });
    answer = new ApiError('冲正失败：该交易已冲正', 1, '冲正失败：该交易已冲正');
    await user.click(button('冲正'));
    await waitFor(() =>
      expect(screen.getAllByText('冲正失败：该交易已冲正').length).toBeGreaterThanOrEqual(2),
    );
    expect(document.querySelector('.ant-alert-error')?.textContent).toContain('冲正失败：该交易已冲正');
  });
});

describe('结算总账对账查询 /home/sumRec', () => {
  const SUM = 'POST /commondeal/reconciliation/sum-rec';

  it('every required field shows its message and nothing is sent', async () => {
    const { user, calls } = renderScreen(sumRec, { user: hospitalUser, answers: { [BASE_INFO]: dicts } });
    await screen.findByLabelText('医疗费总额');
    await user.click(button('执行'));
    await waitFor(() => expect(fieldMessage('险种类型')).toBe('请选择险种类型'));
    expect(fieldMessage('清算类别')).toBe('请选择清算类别');
    expect(fieldMessage('医疗费总额')).toBe('请输入医疗费总额');
    expect(fieldMessage('基金支付总额')).toBe('请输入基金支付总额');
    expect(fieldMessage('个人账户支付金额')).toBe('请输入个人账户支付金额');
    expect(fieldMessage('定点医药机构结算笔数')).toBe('请输入定点医药机构结算笔数');
    expect(calls('POST', '/commondeal/reconciliation/sum-rec')).toHaveLength(0);
  });

  it('取消 is enabled only while the query runs; the result shows setl_optins, stmt_rslt and its description', async () => {
    const app = renderScreen(sumRec, {
      user: hospitalUser,
      answers: {
        [BASE_INFO]: dicts,
        [SUM]: { setl_optins: '210100', stmt_rslt: '1', stmt_rslt_dscr: '对账不平：中心结算3笔' },
      },
    });
    const { user } = app;
    await screen.findByLabelText('医疗费总额');
    expect(button('取消')).toBeDisabled();
    // The form is filled by the engine as a person would (selects through their dictionaries).
    const form = screen.getByLabelText('医疗费总额').closest('form')!;
    for (const [label, value] of [
      ['医疗费总额', '100.5'],
      ['基金支付总额', '60'],
      ['个人账户支付金额', '20.25'],
      ['定点医药机构结算笔数', '3'],
    ] as const)
      await user.type(within(form).getByLabelText(label), value);
    for (const [label, option] of [
      ['险种类型', '职工基本医疗保险'],
      ['清算类别', '门诊'],
    ] as const) {
      await user.click(within(form).getByLabelText(label));
      await user.click((await screen.findAllByText(option)).at(-1)!);
    }
    app.api.delay = 300;
    await user.click(button('执行'));
    await waitFor(() => expect(button('取消')).toBeEnabled());
    await waitFor(() => expect(screen.getByText(/^对账不平/)).toHaveTextContent(/^对账不平：中心结算3笔$/));
    expect(screen.getByText('不平')).toBeInTheDocument();
    expect(button('取消')).toBeDisabled();
    expect(app.calls('POST', '/commondeal/reconciliation/sum-rec')[0]!.body).toMatchObject({
      insutype: '310',
      clr_type: '11',
      setl_optins: '210100',
      medfee_sumamt: 100.5,
      fixmedins_setl_cnt: 3,
    });
  });
});

describe('病案列表 /home/caseUpload', () => {
  const LIST = 'POST /commondeal/query-YTHomePage';
  const UPLOAD = 'POST /commondeal/case-upload';
  const rows = [
    {
      mdtrtId: 'V1',
      psnname: '张伟',
      psnno: 'ZY1',
      age: 41,
      begintime: '2026-11-20 09:30:00',
      endtime: '2026-11-22 14:30:00',
      upFlag: '0',
    },
    {
      mdtrtId: 'V2',
      psnname: '王芳',
      psnno: 'ZY2',
      age: 35,
      begintime: '2026-11-18 09:30:00',
      endtime: '2026-11-21 14:30:00',
      upFlag: '1',
    },
  ];

  it('lists the cases with their columns and upload flag; upload with nothing selected warns 请选择所要上传的数据！', async () => {
    const { user, calls } = renderScreen(caseUpload, {
      user: hospitalUser,
      answers: { [LIST]: rows, [UPLOAD]: 1 },
    });
    await waitFor(() => expect(cellsOf('张伟')).toContain('未上传'));
    expect(cellsOf('王芳')).toContain('已上传');
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['姓名', '住院流水号', '年龄', '入院时间', '出院时间', '上传标志']),
    );
    expect(calls('POST', '/commondeal/query-YTHomePage')[0]!.body).toMatchObject({
      beginTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await user.click(button('上传'));
    expect(await screen.findByText('请选择所要上传的数据！')).toBeInTheDocument();
    expect(calls('POST', '/commondeal/case-upload')).toHaveLength(0);
    await user.click(within(rowOf('张伟')).getByRole('checkbox'));
    await user.click(within(rowOf('王芳')).getByRole('checkbox'));
    await user.click(button('上传'));
    await waitFor(() => expect(calls('POST', '/commondeal/case-upload')).toHaveLength(1));
    expect(calls('POST', '/commondeal/case-upload')[0]!.body).toEqual({ ids: ['V1', 'V2'] });
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
  });

  it('begin and end are required: 请选择开始时间 / 请选择结束时间 (the query form without its default range)', async () => {
    const crud = caseUpload.blocks[0] as CrudBlock;
    const bare = { ...caseUpload, blocks: [{ ...crud, query: { ...crud.query!, defaults: {} } }] };
    const { user } = renderScreen(bare as ScreenDescriptor, {
      user: hospitalUser,
      answers: { [LIST]: rows },
    });
    await screen.findByLabelText('开始时间');
    await user.click(button('查询'));
    await waitFor(() => expect(fieldMessage('开始时间')).toBe('请选择开始时间'));
    expect(fieldMessage('结束时间')).toBe('请选择结束时间');
  });
});

describe('交易日志 /home/transLog (every deal the institution ran)', () => {
  const LIST = 'POST /commondeal/deal-log/query';
  const records = DEAL_LOG_ROWS;

  it('lists the log over the default month with result 成功 / 失败; a failed deal is highlighted with its error', async () => {
    const { calls } = renderScreen(transLog, {
      user: hospitalUser,
      answers: { [LIST]: { records, total: 2 } },
    });
    await waitFor(() => expect(cellsOf('2207')).toEqual(expect.arrayContaining(['成功', '门诊结算'])));
    expect(cellsOf('未查询到参保人员信息')).toContain('失败');
    expect(rowOf('未查询到参保人员信息').className).toContain('yb-row-warning');
    expect(rowOf('2207').className).not.toContain('yb-row-warning');
    const body = calls('POST', '/commondeal/deal-log/query')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ page: { size: 20, current: 1 }, result: '' });
    const end = new Date(`${String(body.endTime)}T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() - 1);
    expect(body.beginTime).toBe(end.toISOString().slice(0, 10));
  });

  it('begin and end are required: 请选择开始日期 / 请选择结束日期 (the query form without its default range)', async () => {
    const crud = transLog.blocks[0] as CrudBlock;
    const bare = { ...transLog, blocks: [{ ...crud, query: { ...crud.query!, defaults: {} } }] };
    const { user } = renderScreen(bare as ScreenDescriptor, {
      user: hospitalUser,
      answers: { [LIST]: { records: [], total: 0 } },
    });
    await screen.findByLabelText('开始日期');
    await user.click(button('查询'));
    await waitFor(() => expect(fieldMessage('开始日期')).toBe('请选择开始日期'));
    expect(fieldMessage('结束日期')).toBe('请选择结束日期');
  });
});
