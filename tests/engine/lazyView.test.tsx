import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyView, ViewLoadError } from '../../engine/blocks';

/** A chunk that arrives when the test says so, counting how often it was requested. */
function chunk() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((r) => (arrive = r));
  const calls = { count: 0 };
  const Hello = ({ name }: { name: string }) => <p>你好，{name}</p>;
  const load = async () => {
    calls.count += 1;
    await arrived;
    return Hello;
  };
  return { load, arrive, calls };
}

describe('lazyView: a registry entry whose code is its own chunk', () => {
  it('shows the fallback while the chunk loads, then the view with its props', async () => {
    const { load, arrive } = chunk();
    const View = lazyView(load, <span>加载中</span>);
    const { container } = render(<View name="李明" />);
    expect(container).toHaveTextContent(/^加载中$/);
    await act(async () => arrive());
    expect(await screen.findByText('你好，李明')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('a preloaded view renders in the first pass, without the fallback', async () => {
    const { load, arrive } = chunk();
    const View = lazyView(load, <span>加载中</span>);
    arrive();
    await View.preload();
    const { container } = render(<View name="赵敏" />);
    expect(container).toHaveTextContent(/^你好，赵敏$/);
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('the chunk is requested once, however often the view is preloaded and rendered', async () => {
    const { load, arrive, calls } = chunk();
    const View = lazyView(load);
    void View.preload();
    const { container } = render(
      <>
        <View name="甲" />
        <View name="乙" />
      </>,
    );
    void View.preload();
    await act(async () => arrive());
    expect(await screen.findByText('你好，乙')).toBeInTheDocument();
    expect(container).toHaveTextContent(/^你好，甲你好，乙$/);
    expect(calls.count).toBe(1);
  });

  it('a chunk that cannot be fetched (the link dropped) fails as a ViewLoadError and is fetched again on the next render', async () => {
    let online = false;
    const Hello = () => <p>页面内容</p>;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return Hello;
    });
    const View = lazyView(load);
    class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
      state = { error: null as unknown };
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      render() {
        if (!this.state.error) return this.props.children;
        const loadFailed = this.state.error instanceof ViewLoadError;
        return (
          <button type="button" onClick={() => this.setState({ error: null })}>
            {loadFailed ? '页面加载失败，重新加载' : '页面出错了'}
          </button>
        );
      }
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <View />
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: '页面加载失败，重新加载' });
    online = true;
    await userEvent.click(retry);
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
