import { useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import Form from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { DealMeta } from '../../schemas/deal';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { ScreenRenderer } from '../../engine/blocks';
import { dealMetaToSchema } from '../../engine/deal';
import { createFakeApp, FakeApp } from '../../fixtures/FakeApp';
import { FormilyBench } from './formily';
import { GRID_INPUTS } from './grid';
import { deal2207, deal2301, feeRows, syntheticDeal, syntheticValues } from '../../fixtures/dealFixtures';
import { withExtensions } from '../extensionFields';

type Data = Record<string, unknown>;

/** The deal form block on a screen, its metadata served by the fake API, filled on ready with `data`. */
function DealBench({ meta, data }: { meta: DealMeta; data: Data }) {
  const [app] = useState(() =>
    createFakeApp({ route: '/bench', answers: { 'POST /commondeal/meta': meta } }),
  );
  const descriptor = useMemo<ScreenDescriptor>(
    () => ({
      id: 'bench',
      route: '/bench',
      title: meta.comment,
      layout: 'blank',
      blocks: [
        {
          type: 'dealForm',
          id: 'deal',
          dealName: meta.dealName,
          // The same data as RJSF's formData, written in one step (one commit).
          onReady: { type: 'setValue', target: 'form', path: '', value: { preserve: data } },
        },
      ],
    }),
    [meta, data],
  );
  return (
    <FakeApp app={app}>
      <ScreenRenderer descriptor={descriptor} />
    </FakeApp>
  );
}

/** Plain RJSF: `@rjsf/antd` Form with its defaults, the converter's schema and uiSchema, the same data. */
function RjsfBench({ meta, data }: { meta: DealMeta; data: Data }) {
  const { schema, uiSchema } = useMemo(() => dealMetaToSchema(meta), [meta]);
  return (
    <ConfigProvider locale={zhCN}>
      <Form
        schema={schema as RJSFSchema}
        uiSchema={uiSchema as UiSchema}
        formData={data}
        validator={validator}
      />
    </ConfigProvider>
  );
}

/** The floor of a screen of fields: `GRID_INPUTS` labelled, uncontrolled bare inputs, three to a row. */
function FloorGrid() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16, padding: 24 }}>
      {Array.from({ length: GRID_INPUTS }, (_, i) => (
        <label key={i} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          字段 {i + 1}
          <input id={`grid_${i}_input`} placeholder="请输入" defaultValue={i % 3 ? 'x' : ''} />
        </label>
      ))}
    </div>
  );
}

export interface Scenario {
  render(): ReactNode;
  /** Drawn once `count` inputs whose id ends with `suffix` exist and the last one has its value (unless `empty`). */
  ready: { suffix: string; count: number; empty?: boolean };
}

/**
 * The synthetic deals (30 fields a group). First render is timed until the first group is drawn
 * filled: RJSF and Formily draw every field in that same commit, the deal form the groups near the
 * viewport (the others as they scroll near it).
 */
const wide = syntheticDeal(300);
const wideData = syntheticValues(wide);
const huge = syntheticDeal(1000);
const hugeData = syntheticValues(huge);
const firstGroup = { suffix: '_fld_030', count: 1 };
const rows = { feedetail: feeRows(200) };
/**
 * RJSF draws the 200 rows; the deal form's table, over 100 rows, scrolls and draws the rows in view
 * (about ten, at its 480 px body), at 200 rows as at 5,000.
 */
const rowsReady = { suffix: '_med_list_codg', count: 200 };
const inViewReady = { suffix: '_med_list_codg', count: 8 };
const longRows = { feedetail: feeRows(5000) };
/** 10 rows (one page, every row drawn): what the same form costs before its rows do. */
const shortRows = { feedetail: feeRows(10) };

/** 2207 as shipped and as a province publishes it with 20 extension fields (docs/performance.md, 交易目录). */
const extended2207 = withExtensions(deal2207);
const ready2207 = { suffix: '_psn_no', count: 1, empty: true };

/** The pages: the deal form, plain RJSF and Formily on the 300- and 1,000-field deals and on 200 rows of 2301; the deal form on 5,000 rows; the floor. */
export const scenarios: Record<string, Scenario> = {
  deal300: { render: () => <DealBench meta={wide} data={wideData} />, ready: firstGroup },
  rjsf300: { render: () => <RjsfBench meta={wide} data={wideData} />, ready: firstGroup },
  formily300: { render: () => <FormilyBench meta={wide} data={wideData} />, ready: firstGroup },
  deal1000: { render: () => <DealBench meta={huge} data={hugeData} />, ready: firstGroup },
  rjsf1000: { render: () => <RjsfBench meta={huge} data={hugeData} />, ready: firstGroup },
  formily1000: { render: () => <FormilyBench meta={huge} data={hugeData} />, ready: firstGroup },
  /** The floor: one uncontrolled input (the browser's input pipeline and one frame, no React work). */
  floor: { render: () => <input id="floor_input" defaultValue="x" />, ready: { suffix: '_input', count: 1 } },
  /** The floor of a screen of inputs: as many bare inputs in view as the deal form mounts there. */
  floorGrid: { render: () => <FloorGrid />, ready: { suffix: '_input', count: GRID_INPUTS, empty: true } },
  deal300empty: { render: () => <DealBench meta={wide} data={{}} />, ready: { ...firstGroup, empty: true } },
  rjsf300empty: { render: () => <RjsfBench meta={wide} data={{}} />, ready: { ...firstGroup, empty: true } },
  formily300empty: {
    render: () => <FormilyBench meta={wide} data={{}} />,
    ready: { ...firstGroup, empty: true },
  },
  deal200: { render: () => <DealBench meta={deal2301} data={rows} />, ready: inViewReady },
  rjsf200: { render: () => <RjsfBench meta={deal2301} data={rows} />, ready: rowsReady },
  deal10: { render: () => <DealBench meta={deal2301} data={shortRows} />, ready: inViewReady },
  deal5000: { render: () => <DealBench meta={deal2301} data={longRows} />, ready: inViewReady },
  deal2207: { render: () => <DealBench meta={deal2207} data={{}} />, ready: ready2207 },
  deal2207ext: { render: () => <DealBench meta={extended2207} data={{}} />, ready: ready2207 },
};
