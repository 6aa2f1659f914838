import { describe, expect, it } from 'vitest';
import type { ScreenDescriptor } from '../../engine/descriptor';
import detailRec from '../../screens/detailRec.screen.json';
import { hospitalUser } from '../../fixtures/fixtures';
import { button, fieldMessage, renderScreen, screen } from './renderScreen';

const descriptor = detailRec as unknown as ScreenDescriptor;

/**
 * The screen once 上传对账信息 has answered (state.upload holds the file query number), with the user
 * info check answering `complete`.
 */
function afterUpload(complete: boolean) {
  const uploaded: ScreenDescriptor = {
    ...descriptor,
    state: { ...descriptor.state, upload: { preserve: { file_qury_no: 'FQ202611240001' } } },
  };
  const view = renderScreen(uploaded, {
    user: hospitalUser,
    answers: {
      'GET /commondeal/common/baseinfo': {},
      'GET /commondeal/reconciliation/user-info/complete': complete,
    },
  });
  return { ...view, checks: () => view.calls('GET', '/commondeal/reconciliation/user-info/complete') };
}

describe('结算明细对账', () => {
  it('上传对账信息 with neither file nor manual rows shows 请完善对账信息！ and calls nothing', async () => {
    const { user, calls } = renderScreen(descriptor, {
      user: hospitalUser,
      answers: {
        'GET /commondeal/common/baseinfo': {
          setl_optins: [{ value: '210100', name: '沈阳市医疗保障事务服务中心' }],
        },
      },
    });
    await user.click(await screen.findByText('上传对账信息'));
    expect(await screen.findByText('请完善对账信息！')).toBeInTheDocument();
    expect(calls('POST', '/commondeal/reconciliation/detail-rec/upd')).toHaveLength(0);
  });

  it('批量导入 needs a file query number first (请先执行获取文件查询号等操作); 开始对账 shows the form messages', async () => {
    const { user } = renderScreen(descriptor, {
      user: hospitalUser,
      answers: { 'GET /commondeal/common/baseinfo': {} },
    });
    await user.click(button('批量导入'));
    expect(await screen.findByText('请先执行获取文件查询号等操作')).toBeInTheDocument();
    await user.click(button('开始对账'));
    expect(await screen.findByText('请获取文件查询号')).toBeInTheDocument();
    expect(fieldMessage('清算类别')).toBe('请选择清算类别');
    expect(fieldMessage('定点医药机构结算笔数')).toBe('请输入定点医药机构结算笔数');
  });

  it('批量导入 with a file query number checks the user info: incomplete shows 请完善用户信息 and goes to /home/infoMaintenance, no import dialog', async () => {
    const { user, route, checks } = afterUpload(false);
    await user.click(button('批量导入'));
    const alert = (await screen.findByText('请完善用户信息')).closest('.ant-modal') as HTMLElement;
    expect(checks()).toHaveLength(1);
    // The alert is read first: the console moves on once it is acknowledged.
    expect(route()).toBe(descriptor.route);
    await user.click(button('确定', alert));
    await expect.poll(route).toBe('/home/infoMaintenance');
    expect(screen.queryByText('下载模板')).toBeNull();
  });

  it('批量导入 with complete user info opens the import dialog on the screen', async () => {
    const { user, route, checks } = afterUpload(true);
    await user.click(button('批量导入'));
    expect(await screen.findByText('下载模板')).toBeInTheDocument();
    expect(checks()).toHaveLength(1);
    expect(screen.queryByText('请完善用户信息')).toBeNull();
    expect(route()).toBe(descriptor.route);
  });
});
