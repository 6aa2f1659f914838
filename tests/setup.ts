/** jsdom set-up for component tests: jest-dom matchers and the browser APIs antd reads. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

afterEach(() => cleanup());

// CI runs the suites on 2 busy cores: give findBy/waitFor room before calling a message missing.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}

// jsdom does not implement getComputedStyle for pseudo elements (antd measures scroll bars with ::-webkit-scrollbar).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element, _pseudo?: string | null) => computedStyle(elt);

// jsdom has no layout: antd's scroll helpers call these.
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
window.scrollTo = () => undefined;

// The heavier form widgets are lazy chunks in the console: load them before the tests render forms.
beforeAll(async () => {
  const { preloadFormWidgets } = await import('../widgets/form/widgets');
  await preloadFormWidgets();
});
