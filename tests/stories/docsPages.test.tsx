/**
 * The docs pages of the designers' Storybook (docs/design-checks.md, 文档页): every block type of the
 * descriptor schema and every form widget has one, and it names each of its keys in Chinese.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import { blockTypes, definitionSchema } from '../../engine/designer';
import { FORM_WIDGET_NAMES } from '../../engine/lint/consoleTargets';
import { BLOCK_GUIDE } from '../../stories/docs/blockGuide';
import { SubjectDocs } from '../../stories/docs/SubjectDocs';
import type { DocsSubject } from '../../stories/docs/subject';
import { WIDGET_GUIDE } from '../../stories/docs/widgetGuide';
import { AXE_TAGS } from '../storiesBrowser/axeRules';

const schema = descriptorSchema as Record<string, unknown>;
/** A key of a definition in the descriptor schema. */
type Key = { title?: string };
const BLOCK_TYPES = blockTypes(schema).map((b) => b.type);

/**
 * What each stories file's meta documents (`parameters.descriptor`) and what each docs-only page
 * (`stories/docsOnly/*.mdx`) shows, read from their text: the stories themselves are not loaded.
 */
function documented(): { file: string; subject: DocsSubject }[] {
  const read = (dir: string, ext: string, pattern: RegExp) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(ext))
      .flatMap((f) => {
        const match = pattern.exec(readFileSync(join(dir, f), 'utf8'));
        return match ? [{ file: f, subject: { [match[1]!]: match[2]! } as DocsSubject }] : [];
      });
  return [
    ...read('stories', '.stories.tsx', /descriptor: \{ (block|widget|definition): '([^']+)' \}/),
    ...read('stories/docsOnly', '.mdx', /subject=\{\{ (widget): '([^']+)' \}\}/),
  ];
}
const subjects = documented();
const named = (kind: 'block' | 'widget' | 'definition') =>
  new Set(subjects.flatMap(({ subject }) => (kind in subject ? [Object.values(subject)[0] as string] : [])));

/** The rows of the keys table: each key with its Chinese name. */
const rows = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr'), (r) =>
    Array.from(r.querySelectorAll('td'), (c) => c.textContent).slice(0, 2),
  );

describe('文档页：每个区块与控件都有', () => {
  it('描述符 schema 的每个区块类型都有故事文件的文档页（新增区块类型须补上）', () => {
    expect(BLOCK_TYPES.length).toBeGreaterThan(10);
    expect(BLOCK_TYPES.filter((t) => !named('block').has(t))).toEqual([]);
  });

  it('uiSchema 能写的每个控件名都在某个控件的文档页中', () => {
    const names = new Set(Object.values(WIDGET_GUIDE).flatMap((g) => [...g.names]));
    expect(FORM_WIDGET_NAMES.filter((n) => !names.has(n))).toEqual([]);
  });

  it('每个控件都有文档页：故事文件的，或 stories/docsOnly 中只有文档的一页', () => {
    expect(Object.keys(WIDGET_GUIDE).filter((w) => !named('widget').has(w))).toEqual([]);
  });

  it('故事文件说明的都确有其物：区块类型、控件、描述符定义', () => {
    const wrong = subjects.filter(({ subject }) =>
      'block' in subject
        ? !BLOCK_TYPES.includes(subject.block)
        : 'widget' in subject
          ? !Object.hasOwn(WIDGET_GUIDE, subject.widget)
          : !definitionSchema(schema, subject.definition),
    );
    expect(wrong).toEqual([]);
  });

  it('规范只写给存在的区块类型与描述符定义', () => {
    const stale = Object.keys(BLOCK_GUIDE).filter(
      (k) => !BLOCK_TYPES.includes(k) && !definitionSchema(schema, k),
    );
    expect(stale).toEqual([]);
  });
});

describe('文档页：键的中文名称与说明来自描述符 schema', () => {
  for (const type of BLOCK_TYPES)
    it(`区块 ${type} 的文档页列出它的每个键及其中文名称`, () => {
      render(<SubjectDocs subject={{ block: type }} />);
      const definition = blockTypes(schema).find((b) => b.type === type)!.definition;
      const keys = Object.entries(definitionSchema(schema, definition)!.properties as Record<string, Key>);
      expect(keys.length).toBeGreaterThan(1);
      expect(keys.filter(([, k]) => !k.title)).toEqual([]);
      const shown = rows(screen.getByRole('table'));
      const missing = keys.filter(
        ([key, k]) => !shown.some(([name, title]) => name === key && title === k.title),
      );
      expect(missing).toEqual([]);
    });

  it('列表区块：用途、查询条件里的键与规范', () => {
    render(<SubjectDocs subject={{ block: 'crud' }} />);
    expect(screen.getByText(/查询条件、工具栏、分页表格与行操作，基于一个列表接口/)).toBeInTheDocument();
    const submit = screen.getByText('query.submitLabel').closest('tr')!;
    expect(submit).toHaveTextContent('查询按钮文字查询按钮的文字（默认 查询）');
    expect(screen.getByText('pagination').closest('tr')).toHaveTextContent(
      '分页每页条数与可选条数；false 为不分页',
    );
    expect(screen.getByRole('heading', { name: '规范' })).toBeInTheDocument();
    expect(screen.getByText(/对账明细 10 条，冲正查询、审批列表、病案列表 20 条/)).toBeInTheDocument();
  });

  it('对话框（描述符定义）：确定、取消按钮的文字与规范的按钮说法', () => {
    render(<SubjectDocs subject={{ definition: 'DialogBlock' }} />);
    expect(screen.getByText('okText').closest('tr')).toHaveTextContent('确定按钮文字');
    expect(screen.getByText(/底部按钮为「取消」「确定」/)).toBeInTheDocument();
  });

  it('日期控件：uiSchema 中的写法、读取的 ui:options 与规格的日期格式', () => {
    render(<SubjectDocs subject={{ widget: 'date' }} />);
    expect(screen.getByText('"ui:widget": "date"')).toBeInTheDocument();
    expect(screen.getByText(/界面配置/)).toHaveTextContent('RJSF 的 uiSchema：控件、占位提示、顺序与布局');
    expect(rows(screen.getByRole('table'))).toEqual([['ui:options.format', '日期格式']]);
    expect(screen.getByText('日期按 yyyy-MM-dd 显示与提交（规格：通用约定）。')).toBeInTheDocument();
  });

  it('没有这个区块类型时，文档页说出要检查的参数', () => {
    render(<SubjectDocs subject={{ block: 'nosuch' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '文档页找不到 区块类型 nosuch：请检查故事文件 meta 的 parameters.descriptor。',
    );
  });

  it('文档页自己画的部分（用途、键的表、规范）没有无障碍问题：与故事检查同样的 axe 规则', async () => {
    const { container } = render(
      <main>
        <h1>Crud 查询列表</h1>
        <SubjectDocs subject={{ block: 'crud' }} />
        <SubjectDocs subject={{ widget: 'fileList' }} />
      </main>,
    );
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: AXE_TAGS },
      resultTypes: ['violations'],
    });
    expect(results.violations.map((v) => `${v.id}：${v.help}`)).toEqual([]);
  });
});
