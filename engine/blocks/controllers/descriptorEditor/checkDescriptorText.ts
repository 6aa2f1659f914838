import type { ScreenDescriptor } from '../../../descriptor';
import { lintScreens, schemaProblems, type LintInput } from '../../../lint';

/** One problem of an edited descriptor, with its descriptor path (empty: the text as a whole). */
export interface EditorProblem {
  path: string;
  message: string;
}

/** What a descriptor is checked against besides its schema; without it only the schema is checked. */
export type ReferenceTargets = Omit<LintInput, 'files'>;

export interface DescriptorCheck {
  problems: EditorProblem[];
  /** The descriptor when the text parses and passes the schema (it can be rendered). */
  descriptor?: ScreenDescriptor;
}

/** The line and column of an offset (1-based). */
const lineColumn = (text: string, offset: number) => {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
};

/** A JSON syntax error in Chinese, placed by line and column when the parser tells the position. */
export function syntaxProblem(text: string, error: unknown): EditorProblem {
  const said = String((error as Error).message);
  const at = /position (\d+)/.exec(said);
  const ended = /end of JSON input/i.test(said);
  if (!at && !ended) return { path: '', message: 'JSON 格式错误' };
  const { line, column } = lineColumn(text, at ? Number(at[1]) : text.trimEnd().length);
  return {
    path: '',
    message: `JSON 格式错误：第 ${line} 行第 ${column} 列附近${ended ? '（内容不完整，缺少结尾）' : ''}`,
  };
}

/**
 * Checks the text of a screen descriptor as 界面预览 does: JSON syntax, then the descriptor schema, then
 * (when `refs` is given) every cross reference with the project's lint (engine/lint).
 */
export function checkDescriptorText(
  text: string,
  descriptorSchema: Record<string, unknown>,
  refs?: ReferenceTargets,
): DescriptorCheck {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { problems: [syntaxProblem(text, e)] };
  }
  const invalid = schemaProblems(doc, descriptorSchema);
  if (invalid.length) return { problems: invalid };
  const d = doc as { blocks?: unknown };
  if (!Array.isArray(d.blocks))
    return { problems: [{ path: '', message: '这是外壳描述（shell.json），请粘贴一个界面描述' }] };
  const descriptor = doc as ScreenDescriptor;
  if (!refs) return { problems: [], descriptor };
  const problems = lintScreens({ ...refs, files: { preview: doc } }).map(({ path, message }) => ({
    path,
    message,
  }));
  return { problems, descriptor };
}
