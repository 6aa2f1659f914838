/**
 * The deal form's text input is a plain <input> that holds what is typed (a keystroke re-renders nothing).
 * It carries antd Input's class names in every state the deal form draws (a field, a small cell, with its
 * message), so it reads like any other input; its look comes from `dealTextInput.css` (compared with
 * antd's Input in Chromium by `tests/e2e/handDrawn.e2e.ts`).
 */
import { ConfigProvider, Input } from 'antd';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import zhCN from 'antd/locale/zh_CN';
import { useInputClassName } from '../../widgets/deal/DealTextInput';

function Plain({ small, error }: { small: boolean; error: boolean }) {
  return <input data-testid="plain" className={useInputClassName(small, error)} />;
}

/** antd's state classes (`ant-input…`), without its style classes (the hash and CSS-variable roots). */
const stateClasses = (el: Element) =>
  [...el.classList].filter((c) => /^ant-input(-(sm|outlined|status-error))?$/.test(c)).sort();

describe('the deal text input carries antd Input’s state classes', () => {
  for (const [small, error] of [
    [false, false],
    [false, true],
    [true, false],
    [true, true],
  ] as const) {
    it(`${small ? 'a cell (small)' : 'a field'}${error ? ' with its message (error status)' : ''}`, () => {
      const { getByTestId, container } = render(
        <ConfigProvider locale={zhCN}>
          <Input data-testid="antd" size={small ? 'small' : undefined} status={error ? 'error' : undefined} />
          <Plain small={small} error={error} />
        </ConfigProvider>,
      );
      const antd = container.querySelector('input[data-testid="antd"]')!;
      const plain = getByTestId('plain');
      expect(stateClasses(plain)).toEqual(stateClasses(antd));
      expect(stateClasses(plain)).toContain('ant-input-outlined');
      expect(plain.classList).toContain('yb-deal-text');
    });
  }
});
