import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { CrudBlock, FormBlock } from '../../engine/descriptor';
import { formatValue } from '../../engine/blocks/controllers';
import { hospitalUser } from '../../fixtures/fixtures';
import { cellsOf, renderScreen, screen, screenOf } from './renderScreen';

const BASE_INFO = 'GET /commondeal/common/baseinfo';
const dicts = {
  rush_status: [
    { value: '0', name: '未冲正' },
    { value: '1', name: '已冲正' },
  ],
  setl_optins: [
    { value: '210100', name: '沈阳市医疗保障事务服务中心' },
    { value: '210199', name: '沈阳市本级' },
  ],
};

const records: CrudBlock = {
  type: 'crud',
  list: { method: 'POST', path: '/commondeal/test/records' },
  rowKey: 'id',
  columns: [
    { title: '人员编号', field: 'psn_no' },
    { title: '是否冲正', field: 'used', format: { dict: 'rush_status', fallback: '未知状态' } },
    { title: '退费结算标志', field: 'refd', format: { map: { '0': '否' }, fallback: '是' } },
  ],
};
const condition: FormBlock = {
  type: 'form',
  id: 'cond',
  schema: { type: 'object', properties: { setl_optins: { type: 'string', title: '结算经办机构' } } },
  defaults: { setl_optins: '210100' },
  uiSchema: { setl_optins: { 'ui:options': { dict: 'setl_optins' } } },
};

describe('base-info dictionaries (loaded once per session)', () => {
  it('columns show the dictionary label, the fallback label for anything else; one call for every block', async () => {
    const { calls } = renderScreen(screenOf([records, condition]), {
      user: hospitalUser,
      answers: {
        [BASE_INFO]: dicts,
        'POST /commondeal/test/records': [
          { id: 1, psn_no: 'A1', used: '1', refd: '0' },
          { id: 2, psn_no: 'A2', used: '7', refd: '1' },
        ],
      },
    });
    await waitFor(() => expect(cellsOf('A1')).toEqual(expect.arrayContaining(['已冲正', '否'])));
    expect(cellsOf('A2')).toEqual(expect.arrayContaining(['未知状态', '是']));
    // The select shows the default's name from the dictionary.
    expect(await screen.findByText('沈阳市医疗保障事务服务中心')).toBeInTheDocument();
    expect(calls('GET', '/commondeal/common/baseinfo')).toHaveLength(1);
  });

  it('formatValue: map first, then the dictionary, then fallback; a code without either shows as it is', () => {
    expect(formatValue('1', { dict: 'rush_status' }, dicts)).toBe('已冲正');
    expect(formatValue('9', { dict: 'rush_status' }, dicts)).toBe('9');
    expect(formatValue('9', { dict: 'rush_status', fallback: '其他' }, dicts)).toBe('其他');
    expect(formatValue('1', { dict: 'rush_status' }, null)).toBe('1');
    expect(formatValue('', { map: { '0': '否' }, fallback: '是' })).toBe('');
  });
});
