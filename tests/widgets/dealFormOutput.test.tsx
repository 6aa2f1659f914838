import type { Action } from '../../engine/descriptor';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { sampleOutput1101 } from '../../fixtures/dealFixtures';
import { button, fieldMessage, renderScreen, screen } from './renderScreen';
import { dealApi, dealScreen, section } from './dealScreens';

describe('dealForm output, reset and setValue', () => {
  it('the output shows objects as descriptions (codes as names) and an empty list as 暂未查询到相关信息', async () => {
    renderScreen(dealScreen('1101', {}, { state: { output: { preserve: sampleOutput1101 } } }), dealApi());
    const base = await waitFor(() => section('基本信息'));
    const described = (el: HTMLElement) =>
      [...el.querySelectorAll('.ant-descriptions-item-content')].map((c) => c.textContent);
    expect(described(base)).toEqual(expect.arrayContaining(['王丽', '女']));
    const cells = [...section('参保信息').querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toContain('职工基本医疗保险');
    expect(section('身份信息')).toHaveTextContent('暂未查询到相关信息');
  });

  it('emptyText of the block replaces the default', async () => {
    renderScreen(
      dealScreen('1101', { emptyText: '无身份信息' }, { state: { output: { preserve: sampleOutput1101 } } }),
      dealApi(),
    );
    expect(
      await within(await waitFor(() => section('身份信息'))).findByText('无身份信息'),
    ).toBeInTheDocument();
  });

  it('no output before the deal runs', async () => {
    renderScreen(dealScreen('1101'), dealApi());
    await screen.findByText('人员信息查询条件');
    expect(screen.queryByText('基本信息')).not.toBeInTheDocument();
  });

  it('resetForm clears the inputs and the messages', async () => {
    const { user } = renderScreen(dealScreen('1101'), dealApi());
    await user.type(await screen.findByLabelText('人员姓名'), '王丽');
    await user.click(button('执行'));
    await waitFor(() => expect(fieldMessage('就诊凭证编号')).toBe('请输入就诊凭证编号'));
    await user.click(button('清空'));
    await waitFor(() => expect(screen.getByLabelText('人员姓名')).toHaveValue(''));
    expect(fieldMessage('就诊凭证编号')).toBe('');
  });

  it("setValue on form 'data.ver' fills the field (onReady: querymaxver → ver)", async () => {
    const onReady: Action = {
      type: 'sequence',
      steps: [
        {
          type: 'request',
          method: 'GET',
          path: '/commondeal/querymaxver/{{deal.dealName}}',
          resultAs: 'ver',
        },
        { type: 'setValue', target: 'form', path: 'data.ver', value: { var: 'results.ver' } },
      ],
    };
    renderScreen(dealScreen('1301', { onReady }), dealApi());
    await waitFor(() => expect(screen.getByLabelText('版本号')).toHaveValue('20240301'));
  });

  it('a button setValue on form writes the field too', async () => {
    const { user } = renderScreen(
      dealScreen('1301', {
        buttons: [
          { label: '填入', action: { type: 'setValue', target: 'form', path: 'data.ver', value: 'V1' } },
        ],
      }),
      dealApi(),
    );
    await screen.findByLabelText('版本号');
    await user.click(button('填入'));
    await waitFor(() => expect(screen.getByLabelText('版本号')).toHaveValue('V1'));
  });

  it("another block's setValue with form 'deal' and an empty path fills the whole input", async () => {
    const fill: Action = {
      type: 'setValue',
      target: 'form',
      form: 'deal',
      path: '',
      value: { preserve: { data: { ver: '20240301' } } },
    };
    const screenWithButton = dealScreen('1301');
    screenWithButton.blocks.unshift({
      type: 'actions',
      buttons: [{ label: '按查询结果填写', action: fill }],
    });
    const { user } = renderScreen(screenWithButton, dealApi());
    await screen.findByLabelText('版本号');
    await user.click(button('按查询结果填写'));
    await waitFor(() => expect(screen.getByLabelText('版本号')).toHaveValue('20240301'));
  });

  it('onReady may submit the form: the messages show as the form opens', async () => {
    renderScreen(dealScreen('3201', { onReady: { type: 'submit', form: 'deal' } }), dealApi());
    await waitFor(() => expect(fieldMessage('结算经办机构')).toBe('请输入结算经办机构'));
    expect(fieldMessage('对账开始日期')).toBe('请选择对账开始日期');
    expect(fieldMessage('退费结算标志')).toBe('');
  });

  it('an unknown deal shows the server message and a warning instead of a form', async () => {
    renderScreen(dealScreen('8888'), dealApi());
    expect(await screen.findByText('交易8888不存在')).toBeInTheDocument();
    expect(await screen.findByText('交易元数据加载失败')).toBeInTheDocument();
  });
});
