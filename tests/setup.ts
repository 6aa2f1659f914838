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
// Wrapped once per jsdom: the files of the ui project share one (vitest.config.ts) and run this file each.
const patched = window as Window & { __pseudoStyle?: true };
if (!patched.__pseudoStyle) {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element, _pseudo?: string | null) => computedStyle(elt);
  patched.__pseudoStyle = true;
}

// Each file starts from an empty page and empty storage, even where files share one jsdom: nothing a
// previous file left (a toast, a dialog's portal, a token) can answer this file's queries.
beforeAll(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout: antd's scroll helpers call these.
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
window.scrollTo = () => undefined;

// The heavier form widgets are lazy chunks in the console: load them before the tests render forms.
beforeAll(async () => {
  const { preloadFormWidgets } = await import('../widgets/form/widgets');
  const { LazySchemaForm } = await import('../widgets/form/lazySchemaForm');
  const { LazyCard } = await import('../widgets/blocks/lazyCard');
  const { preloadLightValidation, preloadLightWidgets } = await import('../widgets/form/LightForm');
  const { LazyIcon } = await import('../widgets/lazyIcon');
  const { preloadReasonTooltip } = await import('../widgets/blocks/ButtonView');
  await Promise.all([
    preloadFormWidgets(),
    LazySchemaForm.preload(),
    LazyCard.preload(),
    preloadLightValidation(),
    preloadLightWidgets(),
    LazyIcon.preload(),
    preloadReasonTooltip(),
  ]);
});
