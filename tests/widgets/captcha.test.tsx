import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { ActionsBlock, FormBlock } from '../../engine/descriptor';
import { captchaImage } from '../../fixtures/fixtures';
import { button, renderScreen, screen, screenOf } from './renderScreen';

const CAPTCHA = '/commondeal/api/auth/captcha';

const form: FormBlock = {
  type: 'form',
  id: 'login',
  schema: {
    type: 'object',
    properties: {
      checkCode: { type: 'string', title: '验证码' },
      checkKey: { type: 'string', title: '验证码标识' },
    },
    required: ['checkCode'],
  },
  uiSchema: { checkCode: { 'ui:widget': 'captcha' }, checkKey: { 'ui:widget': 'hidden' } },
  buttons: [{ label: '登录', kind: 'primary', action: { type: 'submit' } }],
  onSubmit: {
    type: 'request',
    method: 'POST',
    path: '/commondeal/api/auth/login',
    bodyFrom: { var: 'form' },
  },
};
const refresher: ActionsBlock = {
  type: 'actions',
  buttons: [{ label: '换一张', action: { type: 'refresh', target: 'captcha' } }],
};

function answers() {
  let n = 0;
  return {
    [`GET ${CAPTCHA}`]: () => {
      n += 1;
      return { key: `k${n}`, image: captchaImage(`${1000 + n}`) };
    },
    'POST /commondeal/api/auth/login': null,
  };
}

const image = () => screen.getByAltText('验证码') as HTMLImageElement;

describe('image captcha widget', () => {
  it('shows the image from GET /commondeal/api/auth/captcha and writes its key into checkKey', async () => {
    const { user, calls } = renderScreen(screenOf([form]), { answers: answers() });
    await waitFor(() => expect(image().src).toBe(captchaImage('1001')));
    await user.type(screen.getByLabelText('验证码'), '1001');
    await user.click(button('登录'));
    await waitFor(() => expect(calls('POST', '/commondeal/api/auth/login')).toHaveLength(1));
    expect(calls('POST', '/commondeal/api/auth/login')[0]?.body).toEqual({
      checkCode: '1001',
      checkKey: 'k1',
    });
  });

  it('a click on the image fetches a new one (and clears the typed code)', async () => {
    const { user, calls } = renderScreen(screenOf([form]), { answers: answers() });
    await waitFor(() => expect(image().src).toBe(captchaImage('1001')));
    await user.type(screen.getByLabelText('验证码'), '9999');
    await user.click(image());
    await waitFor(() => expect(image().src).toBe(captchaImage('1002')));
    expect(calls('GET', CAPTCHA)).toHaveLength(2);
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });

  it('a refresh of the target captcha (the 60 s timer, a failed login) fetches a new one', async () => {
    const { user } = renderScreen(screenOf([form, refresher]), { answers: answers() });
    await waitFor(() => expect(image().src).toBe(captchaImage('1001')));
    await user.click(button('换一张'));
    await waitFor(() => expect(image().src).toBe(captchaImage('1002')));
  });

  it('an image that is not an image data URL is not shown (no markup from the server)', async () => {
    renderScreen(screenOf([form]), {
      answers: { [`GET ${CAPTCHA}`]: { key: 'k', image: 'javascript:alert(1)' } },
    });
    await waitFor(() => expect(image()).not.toHaveAttribute('src'));
  });
});
