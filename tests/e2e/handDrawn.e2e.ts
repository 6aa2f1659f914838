/**
 * The views drawn by hand look like the antd components they stand for (docs/architecture.md): the light
 * form's items (the login) like antd's Form.Item (the RJSF form of 安全码申请), and the deal form's text
 * input (门诊结算) like antd's Input, idle and with a message. Their styles come from the theme's tokens
 * (`widgets/tokenVars.ts`); a token or rule drawn wrong shows here as a computed style that differs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, login } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
});
afterAll(async () => browser?.close());

type Styles = Record<string, string>;

/** Computed styles of the first element `selector` finds (or of its ::before / ::after), at rest. */
async function styleOf(selector: string, props: string[], pseudo?: '::before' | '::after'): Promise<Styles> {
  const el = page.locator(selector).first();
  await el.waitFor();
  return el.evaluate(
    async (node, [props, pseudo]) => {
      // After the colour and shadow transitions (antd's 0.2 s), so both sides are read at rest.
      await Promise.all(node.getAnimations().map((a) => a.finished.catch(() => undefined)));
      const cs = getComputedStyle(node, (pseudo as string | undefined) ?? null);
      return Object.fromEntries((props as string[]).map((p) => [p, cs.getPropertyValue(p)]));
    },
    [props, pseudo] as const,
  );
}

const TEXT = ['color', 'font-size', 'line-height', 'font-family'];
const BOX = [
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-radius',
  'height',
];
const INPUT = [...TEXT, ...BOX, 'background-color', 'border-top-color'];

interface Look {
  item: Styles;
  label: Styles;
  required: Styles;
  colon: Styles;
  explain: Styles;
}

/** The look of a form with messages: a wrong field's item, a required label and its mark, a message. */
async function formLook(): Promise<Look> {
  await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
  return {
    // The innermost item: a form is itself drawn in an item that holds every field.
    item: await styleOf('.ant-form-item:has(.ant-form-item-explain-error):not(:has(.ant-form-item))', [
      ...TEXT,
      'margin-bottom',
    ]),
    label: await styleOf('.ant-form-item-label > label.ant-form-item-required', [...TEXT, 'height']),
    required: await styleOf('label.ant-form-item-required', ['content', 'color', 'margin-right'], '::before'),
    colon: await styleOf('label.ant-form-item-required', ['content', 'margin-left'], '::after'),
    explain: await styleOf('.ant-form-item-explain-error', TEXT),
  };
}

/** An input box (antd draws an input with a feedback icon in a wrapper that holds the border). */
const WRAPPER = '.ant-input-affix-wrapper';
const WRONG = `${WRAPPER}.ant-input-status-error:not(.ant-input-affix-wrapper-focused)`;

describe('views drawn by hand look like the antd components they stand for', () => {
  const antd: { form?: Look; idle?: Styles; wrong?: Styles } = {};

  it('安全码申请 (antd Form.Item and Input through RJSF): the reference', async () => {
    await page.goto(`${baseUrl()}/signup`);
    antd.idle = await styleOf(WRAPPER, INPUT);
    await page.getByRole('button', { name: /提交申请/ }).click();
    antd.form = await formLook();
    antd.wrong = await styleOf(WRONG, INPUT);
    expect(antd.form.required.content).toBe('"*"');
    expect(antd.wrong['border-top-color']).not.toBe(antd.idle['border-top-color']);
  });

  it('the login’s light form items: label, required mark, message, input and its error status', async () => {
    await page.goto(`${baseUrl()}/login`);
    await page.getByPlaceholder('手机号 / 国家机构编码 / admin').fill('admin');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    expect(await formLook()).toEqual(antd.form);
    // 用户名 is filled (idle); 验证码 is wrong and not focused (the focus went to 密码, the first wrong).
    expect(await styleOf(`${WRAPPER}:has(input[placeholder^="手机号"])`, INPUT)).toEqual(antd.idle);
    expect(await styleOf(WRONG, INPUT)).toEqual(antd.wrong);
    expect(await page.locator('.ant-form-item-feedback-icon-error').count()).toBeGreaterThan(0);
  });

  it('the login’s segmented switch: the track, the chosen item and its height', async () => {
    const track = await styleOf('.ant-segmented', ['padding-top', 'border-radius', 'background-color']);
    const chosen = await styleOf('.ant-segmented-item-selected', ['background-color', 'box-shadow']);
    const label = await styleOf('.ant-segmented-item-label', ['line-height', 'padding-left']);
    expect(track).toEqual({
      'padding-top': '2px',
      'border-radius': '6px',
      'background-color': 'rgb(245, 245, 245)',
    });
    expect(chosen['background-color']).toBe('rgb(255, 255, 255)');
    expect(chosen['box-shadow']).not.toBe('none');
    expect(label).toEqual({ 'line-height': '28px', 'padding-left': '11px' });
  });

  it('the deal form’s text input: antd Input idle and with a message', async () => {
    await login(page, 'H21010200001', 'Demo@2026');
    await page.waitForURL(/\/home\//);
    await page.goto(`${baseUrl()}/home/register?dealName=2207&comment=${encodeURIComponent('门诊结算')}`);
    await page.getByRole('button', { name: /执\s*行/ }).click();
    await expect
      .poll(() => page.locator('input.yb-deal-text[aria-invalid="true"]').count())
      .toBeGreaterThan(0);
    expect(await styleOf('input.yb-deal-text:not([aria-invalid])', INPUT)).toEqual(antd.idle);
    expect(await styleOf('input.yb-deal-text[aria-invalid="true"]:not(:focus)', INPUT)).toEqual(antd.wrong);
  });
});
