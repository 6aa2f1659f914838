import type { A11yParameters } from '@storybook/addon-a11y';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import {
  AXE_EXCEPTIONS,
  AXE_TAGS,
  exceptedRules,
  FAILING_IMPACTS,
  panelA11yParameters,
  STORY_ATTRIBUTE,
} from '../storiesBrowser/axeRules';

/**
 * The accessibility panel of Storybook and the stories check read one configuration
 * (docs/design-checks.md, 无障碍面板). Isolated: it configures axe and marks the document.
 */
const panel = preview.parameters?.a11y as A11yParameters;
/** The preview's step before each story: it names the story on `<html>`. */
const drawStory = (id: string) => (preview.beforeEach as (context: { id: string }) => void)({ id });

/** What the panel does on a story (@storybook/addon-a11y): axe reset, configured, run on the body. */
async function panelViolations(config: axe.Spec = panel.config ?? {}) {
  axe.reset();
  axe.configure(config);
  const results = await axe.run(document.body, panel.options ?? {});
  return results.violations.map((v) => ({
    rule: v.id,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** An unnamed text box inside Monaco's diff editor (a written exception) and one outside it. */
const DIFF_AND_FORM =
  '<div class="monaco-diff-editor"><textarea id="inside"></textarea></div>' +
  '<form><textarea id="outside"></textarea></form>';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(STORY_ATTRIBUTE);
  axe.reset();
});

describe('无障碍面板与故事检查同一套规则', () => {
  it('面板的参数就是检查的模块给出的参数', () => {
    expect(panel).toEqual(panelA11yParameters());
  });

  it('面板只查 WCAG 2.0、2.1 的 A 与 AA 级规则，与检查相同', () => {
    expect(AXE_TAGS).toEqual(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    expect(panel.options?.runOnly).toEqual({ type: 'tag', values: AXE_TAGS });
  });

  it('故事一画完，面板就把违规当作错误（test: error），不只是提醒', () => {
    expect(panel.test).toBe('error');
  });

  it('面板把每种影响程度的违规都列出，故事检查也就每种都算失败，不只 serious 与 critical', () => {
    expect(FAILING_IMPACTS).toEqual(['minor', 'moderate', 'serious', 'critical']);
  });

  it('每条书面例外都在面板的 axe 配置里', () => {
    const configured = new Set(panel.config?.rules?.map((r) => r.id));
    expect(AXE_EXCEPTIONS.filter((e) => !configured.has(e.rule))).toEqual([]);
  });

  it('例外只免去它所在元素内的违规：对比编辑器里的无名输入框不报，外面的照报，说明是中文', async () => {
    document.body.innerHTML = DIFF_AND_FORM;
    const label = (await panelViolations()).find((v) => v.rule === 'label');
    expect(label).toEqual({ rule: 'label', help: '表单元素必须有标签', targets: ['#outside'] });
  });

  it('没有例外时两个输入框都报：免去的正是例外，不是整条规则', async () => {
    document.body.innerHTML = DIFF_AND_FORM;
    const label = (await panelViolations({ ...panel.config, rules: [] })).find((v) => v.rule === 'label');
    expect(label?.targets).toEqual(['#inside', '#outside']);
  });

  it('只对某些故事的例外，只在那些故事里免去（预览在 <html> 上标出当前故事）', async () => {
    const rules = exceptedRules([{ rule: 'label', stories: ['blocks-form--bare'], reason: '仅为测试' }]);
    document.body.innerHTML = '<textarea id="plain"></textarea>';
    drawStory('blocks-form--bare');
    expect(document.documentElement.getAttribute(STORY_ATTRIBUTE)).toBe('blocks-form--bare');
    expect((await panelViolations({ ...panel.config, rules })).map((v) => v.rule)).not.toContain('label');
    drawStory('blocks-form--filled');
    const label = (await panelViolations({ ...panel.config, rules })).find((v) => v.rule === 'label');
    expect(label?.targets).toEqual(['#plain']);
  });
});
