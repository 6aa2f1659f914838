import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApp } from '../../../app';
import type { DescriptorEditorBlock, ScreenDescriptor } from '../../../descriptor';
import descriptorSchema from '../../../descriptor/descriptor.schema.json';
import type { LintInput, OpenApiDoc } from '../../../lint';
import type { ScreenIndex } from '../../../screen';
import { checkDescriptorText, type EditorProblem, type ReferenceTargets } from './checkDescriptorText';

/** Quiet time after a keystroke before the text is checked and previewed again. */
export const CHECK_DELAY_MS = 300;

/** The console's side of the lint (shared schemas, icons, widgets), given by the UI kit. */
export type ConsoleTargets = Pick<LintInput, 'schemas' | 'icons' | 'widgetExists'>;

export interface DescriptorEditorController {
  text: string;
  setText(text: string): void;
  /** Puts the template back. */
  reset(): void;
  /** Problems of the text as last checked: JSON syntax, the descriptor schema, cross references. */
  problems: EditorProblem[];
  /** No check has finished yet (the problems are not known). */
  checking: boolean;
  /** The OpenAPI document and screen index: being read, read, or unreadable (references unchecked). */
  references: 'loading' | 'ready' | 'failed';
  /** The last text that parsed and passed the schema, rendered by the preview; `version` changes with it. */
  preview?: { descriptor: ScreenDescriptor; version: number };
  /** The preview shows an earlier text: the current one does not parse or breaks the schema. */
  stale: boolean;
  /** The descriptor JSON Schema (for the editor's completion and checks). */
  schema: Record<string, unknown>;
  /** The server's OpenAPI document once read (设计's 从接口添加 and expression variables). */
  openapi?: OpenApiDoc;
}

const pretty = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

/** The routes a `navigate` may name: every served screen's route and aliases, the shell's external routes. */
function routesOf(index: ScreenIndex): string[] {
  return [
    ...index.screens.flatMap((s) => [s.route, ...(s.aliases ?? [])]),
    ...(index.shell.externalRoutes ?? []),
  ];
}

/**
 * The 界面预览 editor's state (imported from this file, not the controllers' index: it brings the
 * descriptor schema and the lint, which only this page loads): the text, checked a moment after each edit (syntax, schema, and the
 * cross-reference lint against the backend's OpenAPI document and screen index), and the last valid
 * descriptor for the live preview.
 */
export function useDescriptorEditorController(
  block: DescriptorEditorBlock,
  consoleTargets: ConsoleTargets,
): DescriptorEditorController {
  const { api, endpoints } = useApp();
  const schema = descriptorSchema as Record<string, unknown>;
  const [text, setText] = useState(() => pretty(block.template));
  const [refs, setRefs] = useState<ReferenceTargets | 'loading' | 'failed'>('loading');
  const [checked, setChecked] = useState({ problems: [] as EditorProblem[], stale: false, checking: true });
  const [preview, setPreview] = useState<DescriptorEditorController['preview']>();
  const previewText = useRef<string | undefined>(undefined);
  const targets = useRef(consoleTargets);

  useEffect(() => {
    let live = true;
    Promise.all([
      api.request<OpenApiDoc>('GET', block.openapi ?? endpoints.openapi, { raw: true, silent: true }),
      api.request<ScreenIndex>('GET', block.screens ?? endpoints.screens, { silent: true }),
    ]).then(
      ([openapi, index]) => {
        if (live)
          setRefs({
            descriptorSchema: schema,
            openapi,
            knownRoutes: routesOf(index),
            openWindowHosts: index.openWindowHosts ?? [],
            ...targets.current,
          });
      },
      () => live && setRefs('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, block.openapi, block.screens, endpoints, schema]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const result = checkDescriptorText(text, schema, typeof refs === 'object' ? refs : undefined);
      setChecked({ problems: result.problems, stale: !result.descriptor, checking: false });
      if (result.descriptor && previewText.current !== text) {
        previewText.current = text;
        const descriptor = result.descriptor;
        setPreview((p) => ({ descriptor, version: (p?.version ?? 0) + 1 }));
      }
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, refs, schema]);

  const reset = useCallback(() => setText(pretty(block.template)), [block.template]);
  const references = typeof refs === 'object' ? 'ready' : refs;
  const openapi = typeof refs === 'object' ? refs.openapi : undefined;
  return useMemo(
    () => ({ text, setText, reset, ...checked, references, preview, schema, openapi }),
    [text, reset, checked, references, preview, schema, openapi],
  );
}
