/**
 * The Chinese part of a docs page (docs/design-checks.md, 文档页): what the block or widget is for, its
 * keys with their Chinese names and descriptions, and the spec's rules for it. A block's and a
 * definition's words are the descriptor schema's own, read as the studio's designer reads them.
 */
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import type { Schema } from '../../engine/designer/schemaNav';
import { BLOCK_GUIDE } from './blockGuide';
import { blockDefinition, definitionAbout, definitionKeys, type DescriptorKey } from './descriptorKeys';
import { GuidanceNotes } from './GuidanceNotes';
import { KeysTable } from './KeysTable';
import type { DocsSubject } from './subject';
import { widgetGuide } from './widgetGuide';

const SCHEMA = descriptorSchema as Schema;
/** Where a form names its widgets: the schema's uiSchema definition. */
const UI_SCHEMA = 'UiSchema';

function Missing({ what }: { what: string }) {
  return <p role="alert">文档页找不到 {what}：请检查故事文件 meta 的 parameters.descriptor。</p>;
}

function DefinitionDocs({ definition, type }: { definition: string; type?: string }) {
  const about = definitionAbout(SCHEMA, definition);
  if (!about) return <Missing what={`描述符定义 ${definition}`} />;
  return (
    <>
      <h2>用途</h2>
      <p>
        <strong>{about.title}</strong>
        {type && (
          <>
            （<code>{`"type": "${type}"`}</code>）
          </>
        )}
        ：{about.description}。
      </p>
      <h2>描述符的键</h2>
      <KeysTable keys={definitionKeys(SCHEMA, definition)} caption={`${about.title}（${definition}）的键`} />
      <GuidanceNotes guidance={BLOCK_GUIDE[type ?? definition]} />
    </>
  );
}

function WidgetDocs({ name }: { name: string }) {
  const guide = widgetGuide(name);
  const where = definitionAbout(SCHEMA, UI_SCHEMA);
  if (!guide) return <Missing what={`控件 ${name}`} />;
  const options: DescriptorKey[] = (guide.options ?? []).map((o) => ({
    key: `ui:options.${o.key}`,
    title: o.title,
    description: o.description,
    required: false,
  }));
  return (
    <>
      <h2>用途</h2>
      <p>
        <strong>{guide.title}</strong>：{guide.purpose}
      </p>
      <h2>描述符中的写法</h2>
      <p>
        在{where?.title}（<code>uiSchema</code>，{where?.description}）中给字段写{' '}
        {guide.names.map((n, i) => (
          <span key={n}>
            {i > 0 && '、'}
            <code>{`"ui:widget": "${n}"`}</code>
          </span>
        ))}
        。
      </p>
      {options.length > 0 && <KeysTable keys={options} caption={`${guide.title}读取的 ui:options`} />}
      <GuidanceNotes guidance={guide} />
    </>
  );
}

/** The docs of what a stories file documents (its meta's `parameters.descriptor`). */
export function SubjectDocs({ subject }: { subject: DocsSubject }) {
  if ('widget' in subject) return <WidgetDocs name={subject.widget} />;
  if ('definition' in subject) return <DefinitionDocs definition={subject.definition} />;
  const definition = blockDefinition(SCHEMA, subject.block);
  if (!definition) return <Missing what={`区块类型 ${subject.block}`} />;
  return <DefinitionDocs definition={definition} type={subject.block} />;
}
