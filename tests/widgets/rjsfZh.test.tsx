import { describe, expect, it } from 'vitest';
import { TranslatableString } from '@rjsf/utils';
import type { FormBlock } from '../../engine/descriptor';
import { rjsfZh, translateZh } from '../../widgets/form/translateZh';
import { renderScreen, screen, screenOf } from './renderScreen';

/** A text without its RJSF placeholders (%1, %2…) and markdown marks. */
const words = (s: string) => s.replace(/%\d/g, '').replace(/[*_`]/g, '');

describe('every user-visible string Chinese: RJSF built-in texts', () => {
  const members = Object.values(TranslatableString);

  it('every member of TranslatableString has a Chinese translation with no Latin word besides %1 placeholders', () => {
    expect(members.length).toBeGreaterThanOrEqual(39);
    const bad = members.filter((m) => {
      const zh = rjsfZh[m];
      return !zh || /[A-Za-z]/.test(words(zh)) || !/[\u4e00-\u9fff]/.test(zh);
    });
    expect(bad).toEqual([]);
  });

  it('the translations keep every placeholder of the English text and translateString fills them in', () => {
    for (const m of members) {
      const want = (m.match(/%\d/g) ?? []).sort();
      expect((rjsfZh[m].match(/%\d/g) ?? []).sort(), m).toEqual(want);
    }
    expect(translateZh(TranslatableString.KeyLabel, ['名称'])).toBe('名称 键名');
    expect(translateZh(TranslatableString.UnknownFieldType, ['xyz'])).toBe('未知的字段类型 xyz');
  });

  it('a form with a free-key object and a list shows 键名, 删除, 添加 and no English', async () => {
    const form: FormBlock = {
      type: 'form',
      id: 'free',
      schema: {
        type: 'object',
        properties: {
          extra: { type: 'object', title: '附加信息', additionalProperties: { type: 'string' } },
          tags: { type: 'array', title: '标签', items: { type: 'string' } },
        },
      },
      defaults: { extra: { obj: ['a', 'x'] } },
    };
    renderScreen(screenOf([form]));
    await screen.findByText('附加信息');
    expect(screen.getByText('a 键名')).toBeInTheDocument();
    expect(screen.getAllByText(/添\s*加/).length).toBeGreaterThan(0);
    expect(screen.getByText(/删\s*除/)).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const english of ['Add', 'Item', 'Remove', 'New Value', 'Key', 'No items', 'Unsupported'])
      expect(text).not.toContain(english);
  });
});
