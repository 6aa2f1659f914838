import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { payDialogScreen } from '../../fixtures/payDialog';
import { button, renderScreen, screen } from './renderScreen';

const CODE = 'POST /commondeal/quickmark/chargecode';
const FLAG = 'POST /commondeal/quickmark/query-payflag';

describe('payment dialog: poll and onClose', () => {
  it('polls while the dialog is open; once paid it closes and goes on', async () => {
    let asked = 0;
    const r = renderScreen(payDialogScreen(1), {
      answers: { [CODE]: { url: 'https://pay.local/wallet?code=x' }, [FLAG]: () => ++asked >= 2 },
    });
    await r.user.click(button('冲正'));
    await screen.findByText('请使用手机钱包扫码支付');
    expect(document.querySelector('.ant-qrcode canvas, .ant-qrcode svg')).not.toBeNull();
    await waitFor(() => expect(screen.queryAllByText('支付成功')).toHaveLength(1), { timeout: 4000 });
    expect(r.calls('POST', '/commondeal/quickmark/query-payflag')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('请使用手机钱包扫码支付')).toBeNull());
  });

  it('closing the dialog clears the QR (onClose) and stops polling', async () => {
    const r = renderScreen(payDialogScreen(1), {
      answers: { [CODE]: { url: 'https://pay.local/wallet?code=x' }, [FLAG]: false },
    });
    await r.user.click(button('冲正'));
    await screen.findByText('请使用手机钱包扫码支付');
    await waitFor(() => expect(r.calls('POST', '/commondeal/quickmark/query-payflag')).toHaveLength(1), {
      timeout: 3000,
    });
    await r.user.click(button('关闭'));
    await waitFor(() => expect(screen.queryByText('请使用手机钱包扫码支付')).toBeNull());
    const after = r.calls('POST', '/commondeal/quickmark/query-payflag').length;
    await new Promise((res) => setTimeout(res, 2500));
    expect(r.calls('POST', '/commondeal/quickmark/query-payflag')).toHaveLength(after);
    expect(screen.queryByText('支付成功')).toBeNull();
    // Opening again shows a fresh code (the old one was cleared by onClose, then set again).
    await r.user.click(button('冲正'));
    await screen.findByText('请使用手机钱包扫码支付');
  });
});
