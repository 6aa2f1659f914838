/**
 * The deal form's text input is a plain <input> that holds what is typed (a keystroke re-renders nothing). It
 * must look exactly like antd's Input: the same classes, so the same styles, in every state the deal form
 * draws (a field, a small cell, with its message).
 */
import { ConfigProvider, Input } from 'antd';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import zhCN from 'antd/locale/zh_CN';
import { useInputClassName } from '../../widgets/deal/DealTextInput';

function Plain({ small, error }: { small: boolean; error: boolean }) {
  return <input data-testid="plain" className={useInputClassName(small, error)} />;
}

const classesOf = (el: Element) => [...el.classList].sort();

describe('the deal text input has antd Input’s classes', () => {
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
      expect(classesOf(getByTestId('plain'))).toEqual(classesOf(antd));
    });
  }
});
