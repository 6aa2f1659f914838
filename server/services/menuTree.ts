import type { MenuRow } from '../repositories/menus';

export interface MenuTreeItem {
  id: number;
  parentId: number | null;
  title: string;
  icon: string;
  /** The route (menupath). */
  name: string;
  child: MenuTreeItem[];
}

export interface PermissionItem {
  id: number;
  parentId: number | null;
  label: string;
  children: PermissionItem[];
}

/**
 * Nests rows (already ordered by order number) under their parents; a child whose parent is absent
 * (e.g. invalid) is dropped.
 */
function nest<T extends { id: number; parentId: number | null }>(
  rows: MenuRow[],
  make: (m: MenuRow) => T,
  key: keyof T,
): T[] {
  const byId = new Map<number, T>();
  for (const m of rows) byId.set(m.menuId, make(m));
  const roots: T[] = [];
  for (const m of [...rows].sort((a, b) => a.gradation - b.gradation || a.menuId - b.menuId)) {
    const node = byId.get(m.menuId)!;
    if (m.parentId === null) roots.push(node);
    else (byId.get(m.parentId)?.[key] as T[] | undefined)?.push(node);
  }
  return roots;
}

/** The shell's menu tree: `{ id, parentId, title, icon, name, child }`. */
export const buildMenuTree = (rows: MenuRow[]): MenuTreeItem[] =>
  nest<MenuTreeItem>(
    rows,
    (m) => ({
      id: m.menuId,
      parentId: m.parentId,
      title: m.menuname,
      icon: m.icon,
      name: m.menupath,
      child: [],
    }),
    'child',
  );

/** The two-level permission tree: `{ id, parentId, label, children }`. */
export const buildPermissionTree = (rows: MenuRow[]): PermissionItem[] =>
  nest<PermissionItem>(
    rows,
    (m) => ({ id: m.menuId, parentId: m.parentId, label: m.menuname, children: [] }),
    'children',
  );
