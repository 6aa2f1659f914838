import { getDefaultRegistry } from '@rjsf/core';
import { describe, expect, it } from 'vitest';
import { FORM_WIDGET_NAMES, ICON_NAMES, lintTargets } from '../../engine/lint/consoleTargets';
import { iconNames } from '../../widgets/icons';
import { formWidgets } from '../../widgets/form/widgets';

describe("the screen lint's names are the kit's (the data cannot drift from the registries)", () => {
  it('FORM_WIDGET_NAMES lists exactly the widgets the forms register (RJSF defaults and the console)', () => {
    const registered = Object.keys({ ...getDefaultRegistry().widgets, ...formWidgets });
    expect([...FORM_WIDGET_NAMES].sort()).toEqual(registered.sort());
  });

  it('ICON_NAMES lists exactly the icons of the kit', () => {
    expect([...ICON_NAMES].sort()).toEqual([...iconNames].sort());
  });

  it("widgetExists follows RJSF's lookup: registered names and the aliases of a field's type", () => {
    const { widgetExists } = lintTargets();
    expect(widgetExists('captcha', { type: 'string' })).toBe(true);
    expect(widgetExists('radio', { type: 'boolean' })).toBe(true);
    expect(widgetExists('updown', undefined)).toBe(true);
    expect(widgetExists('updown', { type: 'string' })).toBe(false);
    expect(widgetExists('nosuchWidget', { type: 'string' })).toBe(false);
  });
});
