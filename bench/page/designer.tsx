import { useEffect, useState } from 'react';
import { applyPatch } from 'fast-json-patch';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ScreenDescriptor } from '../../engine/descriptor';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import { ScreenRenderer } from '../../engine/blocks';
import { checkDescriptorText } from '../../engine/blocks/controllers/descriptorEditor/checkDescriptorText';
import { createDesignerStore } from '../../engine/designer/store';
import { setProperty } from '../../engine/designer/edits';
import { schemaProblems } from '../../engine/lint';
import { lintTargets } from '../../engine/lint/consoleTargets';
import { createFakeApp, FakeApp } from '../../fixtures/FakeApp';
import openapi from '../../openapi/commondeal.json';
import largest from '../../screens/orderHandle.screen.json';

/**
 * The designer's redraw (docs/performance.md, 设计): the largest shipped descriptor (orderHandle, 32 kB)
 * rendered as the live preview renders it, then one column title changed at a time, either as 设计 does
 * (a setProperty patch applied to the designer store, the draft checked against the schema, the preview
 * re-rendered in place from the store's document)
 * or as 源码 does (the whole text typed: parsed, checked against the schema and the lint, then re-rendered).
 */
export const COLUMN = '/blocks/0/items/0/blocks/0/columns/1';
const schema = descriptorSchema as Record<string, unknown>;
const pretty = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;
const known = Object.values(
  import.meta.glob<{ route?: string }>('../../screens/*.screen.json', { eager: true, import: 'default' }),
).flatMap((s) => (s.route ? [s.route] : []));
const refs = {
  descriptorSchema: schema,
  openapi: openapi as never,
  knownRoutes: known,
  openWindowHosts: [],
  ...lintTargets(),
};

const user = { user: 'admin', orgCode: '9999', orgName: '医保结算平台', roles: ['ROLE_ADMIN'] };
const rows = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  instId: `FW2026${String(i + 1).padStart(6, '0')}`,
  title: `服务单 ${i + 1}`,
  custName: '沈阳市第一人民医院',
  creator: '王静',
  createTime: '2026-11-20 09:30:00',
  templateDesc: '系统问题',
  dtlDesc: '客服受理',
  proposal: '',
  modifyTime: '2026-11-20 10:00:00',
  isDone: '0',
}));
const app = createFakeApp({
  route: '/home/orderHandle',
  user: user as never,
  answers: {
    'POST /commondeal/order/instance/todos': { records: rows, total: rows.length },
    'POST /commondeal/order/instance/list': { records: rows, total: rows.length },
  },
});

let show: ((doc: ScreenDescriptor) => void) | undefined;
function Preview({ initial }: { initial: ScreenDescriptor }) {
  const [doc, setDoc] = useState(initial);
  useEffect(() => {
    show = (d) => flushSync(() => setDoc(d));
  }, []);
  return (
    <FakeApp app={app}>
      <div className="yb-screen-preview" style={{ position: 'relative' }}>
        <ScreenRenderer descriptor={doc} />
      </div>
    </FakeApp>
  );
}

const store = createDesignerStore(largest);
let root: Root | undefined;
let n = 0;

/** The next frame, painted: rAF, then a task after it. */
const painted = () =>
  new Promise<number>((r) =>
    requestAnimationFrame(() => {
      const c = new MessageChannel();
      c.port1.onmessage = () => r(performance.now());
      c.port2.postMessage(null);
    }),
  );

/** The time of the frame, once the new title is in the page (else the change was not drawn). */
function drawn(title: string, at: number): number {
  if (!document.body.textContent?.includes(title)) throw new Error(`${title} not drawn`);
  return at;
}

export const designerBench = {
  /** Renders the descriptor; resolves once the list's rows are drawn. */
  async mount(): Promise<void> {
    root = createRoot(document.getElementById('root') as HTMLElement);
    root.render(<Preview initial={store.snapshot().doc as ScreenDescriptor} />);
    while (document.querySelectorAll('.ant-table-row').length === 0) await painted();
  },
  /**
   * One change of the column's title, timed from the change to the frame showing it: `design` applies
   * the patch to the store; `designText` also writes the text back and checks it as 设计 does after
   * every edit (the lint's marks); `source` is the same title typed in 源码 (the text is ready before
   * the clock starts: the typing is the user's).
   */
  async change(kind: 'design' | 'designText' | 'source'): Promise<number> {
    const title = `标题 ${++n}`;
    const before = store.snapshot().doc;
    if (kind === 'source') {
      const ops = setProperty(before, COLUMN, 'title', title);
      const text = pretty(applyPatch(structuredClone(before), ops).newDocument);
      const start = performance.now();
      const checked = checkDescriptorText(text, schema, refs);
      if (!checked.descriptor || checked.problems.length) throw new Error('源码 check failed');
      store.replaceDoc(checked.descriptor, '源码');
      show?.(checked.descriptor);
      return drawn(title, await painted()) - start;
    }
    const start = performance.now();
    store.apply(setProperty(before, COLUMN, 'title', title), '列标题');
    const doc = store.snapshot().doc as ScreenDescriptor;
    // As the designer panel does before the canvas draws the draft: the schema only, not the lint.
    if (schemaProblems(doc, schema).length) throw new Error('设计 draft fails the schema');
    if (kind === 'designText') checkDescriptorText(pretty(doc), schema, refs);
    show?.(doc);
    return drawn(title, await painted()) - start;
  },
};
