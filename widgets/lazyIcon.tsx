import { lazyView } from '../engine/blocks/lazyView';

/**
 * A descriptor's icon by name, from the icon set's own chunk: a page whose buttons have no icon
 * (the login) never loads the set.
 */
export const LazyIcon = lazyView<{ name: string }>(() =>
  import('./icons').then(
    ({ iconOf }) =>
      function Icon({ name }: { name: string }) {
        return iconOf(name) ?? null;
      },
  ),
);

/** The icon of a name, or nothing for an empty name. */
export const lazyIconOf = (name: string | null | undefined) => (name ? <LazyIcon name={name} /> : undefined);
