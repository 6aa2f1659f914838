/**
 * The codes a map of the property form is offered (docs/studio.md, 设计): those of the other maps of the
 * same object, with the text a map of texts gives them, e.g. a column's 标签颜色 offered the codes of its
 * 代码映射 with their labels (`1（启用）`).
 */
export function siblingCodes(
  data: Record<string, unknown>,
  keyPath: (string | number)[],
): { code: string; label?: string }[] {
  let parent: unknown = data;
  for (const k of keyPath.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[k];
  if (!parent || typeof parent !== 'object') return [];
  const own = String(keyPath.at(-1));
  const found = new Map<string, string | undefined>();
  for (const [key, map] of Object.entries(parent as Record<string, unknown>)) {
    if (key === own || !map || typeof map !== 'object' || Array.isArray(map)) continue;
    for (const [code, v] of Object.entries(map as Record<string, unknown>))
      if (!found.get(code)) found.set(code, typeof v === 'string' ? v : undefined);
  }
  return [...found].map(([code, label]) => ({ code, label }));
}
