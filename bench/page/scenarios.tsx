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
import { createFakeApp, FakeApp } from '../../stories/support/FakeApp';
import { deal2301, feeRows, syntheticDeal, syntheticValues } from '../../stories/support/dealFixtures';

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

export interface Scenario {
  render(): ReactNode;
  /** Drawn once `count` inputs whose id ends with `suffix` exist and the last one has its value (unless `empty`). */
  ready: { suffix: string; count: number; empty?: boolean };
}

const wide = syntheticDeal(300);
const wideData = syntheticValues(wide);
const rows = { feedetail: feeRows(200) };
const wideReady = { suffix: '_fld_300', count: 1 };
/** RJSF draws the 200 rows; the deal form's table its first page of 20. */
const rowsReady = { suffix: '_bilg_dept_name', count: 200 };
const pageReady = { suffix: '_bilg_dept_name', count: 20 };

/** The pages: the deal form and plain RJSF on the 300-field deal (filled, empty) and on 200 rows of 2301; the floor. */
export const scenarios: Record<string, Scenario> = {
  deal300: { render: () => <DealBench meta={wide} data={wideData} />, ready: wideReady },
  rjsf300: { render: () => <RjsfBench meta={wide} data={wideData} />, ready: wideReady },
  /** The floor: one uncontrolled input (the browser's input pipeline and one frame, no React work). */
  floor: { render: () => <input id="floor_input" defaultValue="x" />, ready: { suffix: '_input', count: 1 } },
  deal300empty: { render: () => <DealBench meta={wide} data={{}} />, ready: { ...wideReady, empty: true } },
  rjsf300empty: { render: () => <RjsfBench meta={wide} data={{}} />, ready: { ...wideReady, empty: true } },
  deal200: { render: () => <DealBench meta={deal2301} data={rows} />, ready: pageReady },
  rjsf200: { render: () => <RjsfBench meta={deal2301} data={rows} />, ready: rowsReady },
};
