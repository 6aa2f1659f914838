/**
 * What a stories file documents (docs/design-checks.md, 文档页): its meta's `parameters.descriptor`
 * names a block type of the descriptor schema's `Block` union, a form widget (by its entry in
 * widgetGuide.ts) or another definition of the schema (a dialog, the page frame).
 */
export type DocsSubject = { block: string } | { widget: string } | { definition: string };

/** The parameters the docs page reads from a stories file's meta. */
export interface DocsParameters {
  descriptor?: DocsSubject;
}

/** A do or a don't of the spec, with where it comes from. */
export interface Guidance {
  /** 宜: what to do. */
  dos?: readonly string[];
  /** 忌: what not to do. */
  donts?: readonly string[];
}
