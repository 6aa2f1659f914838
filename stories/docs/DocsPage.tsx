/**
 * The docs page of every stories file (docs/design-checks.md, 文档页), set once in .storybook/preview.tsx:
 * its title, the Chinese docs of the block or widget its meta names (`parameters.descriptor`) and every
 * state's story.
 */
import { Stories, Title, useOf } from '@storybook/addon-docs/blocks';
import type { DocsParameters } from './subject';
import { SubjectDocs } from './SubjectDocs';

export function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const subject = (preparedMeta.parameters as DocsParameters).descriptor;
  return (
    <>
      <Title />
      {subject && <SubjectDocs subject={subject} />}
      <Stories title="各个状态" includePrimary />
    </>
  );
}
