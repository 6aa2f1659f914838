import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as RealMarkdown } from 'markdown-to-jsx/react';

type Props = ComponentProps<typeof RealMarkdown>;

// `markdown-to-jsx-eager` is vite.config.ts's name for the real module (the console build aliases
// `markdown-to-jsx/react` to this file).
const Real = lazy(() =>
  // @ts-expect-error resolved by the alias of vite.config.ts only
  (import('markdown-to-jsx-eager') as Promise<{ Markdown: typeof RealMarkdown }>).then((m) => ({
    default: m.Markdown,
  })),
);

/**
 * RJSF renders markdown (descriptions with `ui:enableMarkdownInDescription`, unsupported fields) with
 * `markdown-to-jsx`, 31 kB gzip that every form would load: the console build gives RJSF this stand-in,
 * which loads the parser the first time markdown is shown and shows the plain text meanwhile.
 */
export function Markdown(props: Props) {
  return (
    <Suspense fallback={<span>{typeof props.children === 'string' ? props.children : null}</span>}>
      <Real {...props} />
    </Suspense>
  );
}
