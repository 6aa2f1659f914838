import type { MenuItem } from './types';

/** Every route in a menu tree. */
export function menuRoutes(menus: MenuItem[]): Set<string> {
  const out = new Set<string>();
  const walk = (items: MenuItem[]): void =>
    items.forEach((m) => {
      if (m.name) out.add(m.name);
      if (m.child?.length) walk(m.child);
    });
  walk(menus);
  return out;
}

/** The first leaf route of the tree, depth first (after login, the first menu item). */
export function firstMenuRoute(menus: MenuItem[]): string | null {
  for (const m of menus) {
    if (m.child?.length) {
      const inner = firstMenuRoute(m.child);
      if (inner) return inner;
    } else if (m.name) return m.name;
  }
  return null;
}
