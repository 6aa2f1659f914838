/**
 * 预览身份: the live preview renders as the role and organisation chosen — the screen's expressions read
 * the identity's `user`, and a screen whose `access` the identity fails shows why instead of the screen.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { adminUser } from '../../fixtures/fixtures';
import { editorWith, previewAnswers } from '../../fixtures/previewFixtures';
import { screenOf } from '../../fixtures/descriptors';
import { renderScreen, screen } from './renderScreen';

const FIRST_RENDER = { timeout: 20_000 };

/** A screen that says whose it is, open to `roles`. */
const whoAmI = (roles?: string[]) => ({
  id: 'whoAmI',
  route: '/home/whoAmI',
  title: '身份检查',
  layout: 'shell',
  ...(roles ? { access: { roles } } : {}),
  blocks: [{ type: 'alert', level: 'info', message: '当前机构：{{user.orgCode}} {{user.orgName}}' }],
});

async function chooseOption(user: { click(e: Element): Promise<void> }, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('预览身份 of the descriptor editor', () => {
  it('the preview reads the chosen role and institution as `user`; 当前账号 goes back to the signed-in one', async () => {
    const { user } = renderScreen(screenOf([editorWith(whoAmI())]), {
      user: adminUser,
      answers: previewAnswers,
    });
    await screen.findByText(`当前机构：${adminUser.orgCode} ${adminUser.orgName}`, undefined, FIRST_RENDER);
    await chooseOption(user, '预览身份', '预览身份：机构用户');
    await chooseOption(user, '预览机构', 'H21010200001 沈阳市第一人民医院（定点医疗机构）');
    await screen.findByText('当前机构：H21010200001 沈阳市第一人民医院');
    expect(screen.getByText(/的身份预览$/)).toHaveTextContent(
      '以「机构用户 · H21010200001 沈阳市第一人民医院」的身份预览',
    );
    await chooseOption(user, '预览身份', '预览身份：当前账号');
    await screen.findByText(`当前机构：${adminUser.orgCode} ${adminUser.orgName}`);
  });

  it('a screen the identity may not open shows why (access.roles), not the screen', async () => {
    const { user } = renderScreen(screenOf([editorWith(whoAmI(['ROLE_ADMIN']))]), {
      user: adminUser,
      answers: previewAnswers,
    });
    const own = `当前机构：${adminUser.orgCode} ${adminUser.orgName}`;
    await screen.findByText(own, undefined, FIRST_RENDER);
    await chooseOption(user, '预览身份', '预览身份：机构用户');
    await screen.findByText('该身份无权打开此界面：需要角色 ROLE_ADMIN');
    await waitFor(() => expect(screen.queryByText(own)).toBeNull());
    expect(screen.queryByText(/当前机构：H21010200001/)).toBeNull();
  });
});
