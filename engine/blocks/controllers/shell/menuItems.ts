import type { ShellSpec } from '../../../descriptor';
import type { MenuItem } from '../../../session';

/** A side-menu entry: `key` is the route of a leaf, or a stable id of a group. */
export interface ShellMenuEntry {
  key: string;
  title: string;
  icon?: string;
  route?: string;
  children?: ShellMenuEntry[];
}

function toEntry(m: MenuItem): ShellMenuEntry {
  const children = m.child?.length ? m.child.map(toEntry) : undefined;
  const route = !children && m.name ? m.name : undefined;
  return { key: route ?? `menu-${m.id}`, title: m.title, icon: m.icon ?? undefined, route, children };
}

/** The side menu: the shell's home entry first, then the server tree. */
export function shellMenu(home: ShellSpec['home'], menus: MenuItem[], homeTitle: string): ShellMenuEntry[] {
  const first: ShellMenuEntry = { key: home.route, title: homeTitle, icon: home.icon, route: home.route };
  return [first, ...menus.map(toEntry).filter((e) => e.key !== home.route)];
}

/** The keys of the groups that lead to `route` (to open them). */
export function openKeysFor(entries: ShellMenuEntry[], route: string): string[] {
  for (const e of entries) {
    if (e.route === route) return [];
    if (e.children) {
      const inner = openKeysFor(e.children, route);
      if (inner.length || e.children.some((c) => c.route === route)) return [e.key, ...inner];
    }
  }
  return [];
}
