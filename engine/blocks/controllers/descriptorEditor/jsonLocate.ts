import { findNodeAtLocation, parseTree } from 'jsonc-parser';

/** The keys and indexes of a descriptor path: `blocks[0].rowActions[2].enabled` or a JSON pointer `/blocks/0`. */
export function pathSegments(path: string): string[] {
  if (path.startsWith('/'))
    return path
      .split('/')
      .slice(1)
      .filter(Boolean)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return [...path.matchAll(/[^.[\]]+/g)].map((m) => m[0]);
}

/**
 * Where in a JSON text the value at a descriptor path starts (its offset), or else the deepest enclosing
 * value the text holds (0 at worst). Lets a lint message jump to its place. The text is read by
 * jsonc-parser's tolerant parser, so a text broken while typing still leads to the part before the break.
 */
export function locatePath(text: string, path: string): number {
  let node = parseTree(text);
  if (!node) return 0;
  for (const seg of pathSegments(path)) {
    const next = findNodeAtLocation(node, [node.type === 'array' ? Number(seg) : seg]);
    if (!next) {
      // A key the text holds without its value yet (cut off after the colon): the key's place.
      const key =
        node.type === 'object' ? node.children?.find((p) => p.children?.[0]?.value === seg) : undefined;
      return (key ?? node).offset;
    }
    node = next;
  }
  return node.offset;
}
