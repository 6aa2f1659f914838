import { memo, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Card, Col, Form, Row } from 'antd';
import { messageOrder, type LayoutField, type LayoutNode } from '../../engine/deal';
import { useDealFields } from '../../engine/blocks/controllers';
import { firstInvalid } from '../../engine/form';
import { DealField } from './DealField';
import { DealTable } from './DealTable';
import { DealTargetContext, type DealTarget } from './dealTarget';
import { domId } from './domId';
import { canObserve, useNearViewport } from './useNearViewport';
import './dealInputs.css';

/**
 * A group's section: the browser skips painting it while it is away from the viewport (its size is
 * kept), so a keystroke's frame paints only the groups in view.
 */
const SECTION = { marginBottom: 16, contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' } as const;

/** Column span of a field at the current width (the grid of `DealObjectFields`: xs 24, md 12, xl 8). */
function spanOf(f: LayoutField, width: number): number {
  if (f.widget === 'textarea' || width < 768) return 24;
  return width < 1200 ? 12 : 8;
}

/** Heights of antd's vertical form items (label, control, margin) and a table, for placeholders. */
const ITEM = 86;
const TEXTAREA_ITEM = 150;
const TABLE = 220;
const GROUP_TITLE = 38;

/**
 * The drawn height of a group's body, estimated from its fields at the current width (until it has
 * been drawn and measured once): the grid's rows, each as tall as its tallest item.
 */
function estimate(node: LayoutNode, width: number): number {
  if (node.array) return TABLE;
  let height = 0;
  let used = 24;
  let row = 0;
  let group: string | undefined;
  for (const f of node.fields) {
    const span = spanOf(f, width);
    if (f.group !== group) {
      height += row + (f.group === undefined ? 0 : GROUP_TITLE);
      group = f.group;
      used = 0;
      row = 0;
    }
    if (used + span > 24) {
      height += row;
      used = 0;
      row = 0;
    }
    used += span;
    row = Math.max(row, f.widget === 'textarea' ? TEXTAREA_ITEM : ITEM);
  }
  return height + row;
}

/** A group's form never submits itself (Enter in its only text field, a button): the buttons submit the deal. */
const stay = (e: FormEvent) => e.preventDefault();

/**
 * The form around a field (or a table's cells). On each keystroke Chrome's autofill reads every field
 * of the typed field's form (label, value, visibility, with style and layout), and for fields in no
 * form every such field in the page: up to 50 ms a key with three groups drawn formless, 1–5 ms with a
 * form per group; a form per field keeps it to that field. A table's cells share one form. Never submitted,
 * not named (so not a landmark); the deal's buttons submit.
 */
function FieldForm({ children }: { children: ReactNode }) {
  return (
    <form noValidate onSubmit={stay}>
      {children}
    </form>
  );
}

/** Measured body heights by layout node (layouts are cached per deal, so a node is the same object). */
const measured = new WeakMap<LayoutNode, number>();

/** Consecutive fields of one group (or of none), as the layout lists them (a group's fields are together). */
interface FieldRun {
  group?: string;
  fields: LayoutField[];
}

function runsOf(fields: readonly LayoutField[]): FieldRun[] {
  const runs: FieldRun[] = [];
  for (const f of fields) {
    const last = runs[runs.length - 1];
    if (last && last.group === f.group) last.fields.push(f);
    else runs.push({ group: f.group, fields: [f] });
  }
  return runs;
}

/** A grid of fields: three per row on wide screens, textareas full width. */
function FieldGrid({ node, fields }: { node: string; fields: readonly LayoutField[] }) {
  return (
    <Row gutter={16}>
      {fields.map((f) => {
        const wide = f.widget === 'textarea';
        return (
          <Col key={f.name} xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8}>
            <FieldForm>
              <DealField node={node} field={f} />
            </FieldForm>
          </Col>
        );
      })}
    </Row>
  );
}

/**
 * The fields of an object node on a grid; the fields of a `group` under the group's title (a labelled
 * group), those without one as they stand.
 */
const DealObjectFields = memo(function DealObjectFields({ node }: { node: LayoutNode }) {
  const { prefix } = useDealFields();
  const runs = useMemo(() => runsOf(node.fields), [node]);
  return runs.map((run, i) => {
    if (run.group === undefined) return <FieldGrid key={i} node={node.name} fields={run.fields} />;
    const titleId = domId(prefix, `${node.name}.group${i}`);
    return (
      <div key={i} role="group" aria-labelledby={titleId} className="yb-deal-group">
        <div id={titleId} className="yb-deal-group-title">
          {run.group}
        </div>
        <FieldGrid node={node.name} fields={run.fields} />
      </div>
    );
  });
});

/**
 * The body of one node, drawn while it is near the viewport (or `pinned`: it holds the message a
 * submit brings into view), else a placeholder of its last drawn (or estimated) height. Its values
 * and messages live in the store, so nothing is lost while it is not drawn, and validation and
 * submit cover every field. A table, once drawn, stays (it keeps its page or its scroll; it draws
 * 20 rows a page, or over 100 rows the rows in its scrolled body).
 */
const DealNodeBody = memo(function DealNodeBody({
  node,
  initial,
  pinned,
}: {
  node: LayoutNode;
  initial: boolean;
  pinned: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, initial, (h) => void (h > 0 && measured.set(node, h)));
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (node.array && near && !kept) setKept(true);
  }, [node.array, near, kept]);
  const drawn = near || pinned || kept;
  return (
    <div ref={ref}>
      {drawn ? (
        node.array ? (
          <FieldForm>
            <DealTable node={node} />
          </FieldForm>
        ) : (
          <DealObjectFields node={node} />
        )
      ) : (
        <div style={{ height: measured.get(node) ?? estimate(node, window.innerWidth) }} />
      )}
    </div>
  );
});

/** How many groups to draw at once: those whose estimated top is within 1.5 viewports of the form's. */
function firstScreen(layout: readonly LayoutNode[]): number {
  if (!canObserve) return layout.length;
  const limit = window.innerHeight * 1.5;
  let top = 0;
  let count = 0;
  for (const node of layout) {
    if (top > limit) break;
    top += (measured.get(node) ?? estimate(node, window.innerWidth)) + 60;
    count++;
  }
  return count;
}

/** The group holding a message's field id (`node.field`, `node.<row>.field`, `node`). */
const nodeOfId = (id: string) => id.split('.')[0] ?? '';

/**
 * The input nodes of a deal, one titled section each: an object node as fields, a list node as an
 * editable table. Drawn once per loaded deal; typing never re-renders it. Each section's body is
 * drawn only near the viewport (a 1,000-field deal keeps about a hundred fields in the page, so the
 * browser's per-frame work does not grow with the deal). A submit with messages brings the first
 * one into view, drawing its group first if needed, and focuses it (in a table, the first row with a
 * message, drawn or not).
 */
export const DealInputs = memo(function DealInputs({ layout }: { layout: readonly LayoutNode[] }) {
  const { store, prefix, onInvalid } = useDealFields();
  const initial = useMemo(() => firstScreen(layout), [layout]);
  const [target, setTarget] = useState<DealTarget | null>(null);
  useEffect(
    () =>
      onInvalid(() => {
        const errors = store.errors();
        const ids = messageOrder(layout, errors, store.rowKeys);
        const first = firstInvalid(ids, (id) => errors[id] !== undefined);
        if (first !== undefined) setTarget({ id: first });
      }),
    [onInvalid, store, layout],
  );
  useEffect(() => {
    if (!target) return;
    // The pinned group is drawn by now (this runs after its commit): the field, else its section (a
    // table then brings the field's row in and focuses it, see DealTable).
    const field = document.getElementById(domId(prefix, target.id));
    const el = field ?? document.querySelector(`[data-deal-node="${domId(prefix, nodeOfId(target.id))}"]`);
    // jsdom has no scrollIntoView.
    if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [target, prefix]);
  const pinned = target ? nodeOfId(target.id) : undefined;
  return (
    <DealTargetContext.Provider value={target}>
      <Form layout="vertical" component={false}>
        {layout.map((node, i) => (
          <div
            key={node.name}
            className="yb-deal-section"
            data-deal-node={domId(prefix, node.name)}
            // Codes, numbers, dates and names: the browser's dictionary has nothing to say about them, and
            // its checker re-read the field on the first key typed into it (about 10 ms).
            spellCheck={false}
            style={SECTION}
          >
            <Card size="small" title={node.title}>
              <DealNodeBody node={node} initial={i < initial} pinned={pinned === node.name} />
            </Card>
          </div>
        ))}
      </Form>
    </DealTargetContext.Provider>
  );
});
