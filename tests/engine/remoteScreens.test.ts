/**
 * The console's screen loader: the index once; each descriptor when its route first opens, then held and
 * revalidated by ETag when the route opens again (the newer version from the following opening, never under
 * the user's hands); 重新加载 asks the server first.
 */
import { describe, expect, it } from 'vitest';
import { RemoteScreens } from '../../engine/screen';
import { callsTo, fakeApi } from '../../fixtures/fakeApi';

const BASE = '/commondeal/screens';
const screen = (text: string) => ({
  id: 'report',
  route: '/home/report',
  title: '报表',
  layout: 'shell',
  blocks: [{ type: 'text', text }],
});
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('RemoteScreens', () => {
  it('fetches a descriptor when first asked, then answers the held one and revalidates it in the background', async () => {
    let served = screen('第一版');
    const api = fakeApi({ [`GET ${BASE}/report`]: () => served });
    const screens = new RemoteScreens(api, BASE);
    expect(screens.peek('report')).toBeUndefined();
    expect(await screens.load('report')).toEqual(screen('第一版'));
    expect(screens.peek('report')).toEqual(screen('第一版'));

    served = screen('第二版');
    expect(await screens.load('report')).toEqual(screen('第一版'));
    await settle();
    expect(await screens.load('report')).toEqual(screen('第二版'));
    expect(callsTo(api, 'GET', `${BASE}/report`).length).toBe(3);
  });

  it('an unchanged descriptor (304) keeps the held object', async () => {
    const api = fakeApi({ [`GET ${BASE}/report`]: screen('不变') });
    const screens = new RemoteScreens(api, BASE);
    const first = await screens.load('report');
    await screens.load('report', true);
    expect(screens.peek('report')).toBe(first);
  });

  it('fresh (重新加载) waits for the server instead of answering the held version', async () => {
    let served = screen('旧');
    const api = fakeApi({ [`GET ${BASE}/report`]: () => served });
    const screens = new RemoteScreens(api, BASE);
    await screens.load('report');
    served = screen('新');
    expect(await screens.load('report', true)).toEqual(screen('新'));
  });

  it('one request for concurrent openings of the same screen', async () => {
    const api = fakeApi({ [`GET ${BASE}/report`]: screen('一') });
    const screens = new RemoteScreens(api, BASE);
    await Promise.all([screens.load('report'), screens.load('report')]);
    expect(callsTo(api, 'GET', `${BASE}/report`).length).toBe(1);
  });

  it('a screen the server does not have rejects with code 404', async () => {
    const api = fakeApi({});
    await expect(new RemoteScreens(api, BASE).load('nowhere')).rejects.toMatchObject({ code: 404 });
  });
});
