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

const WHITE = /\s/;

/**
 * Where in a JSON text the value at a descriptor path starts (its offset), or else the deepest enclosing
 * value the text holds (0 at worst). Lets a lint message jump to its place.
 */
export function locatePath(text: string, path: string): number {
  const want = pathSegments(path);
  let i = 0;
  const skipWhite = () => {
    while (i < text.length && WHITE.test(text[i]!)) i++;
  };
  const readString = (): string | undefined => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      return undefined;
    }
  };
  /** Skips one value; false when the text is broken there. */
  const skipValue = (): boolean => {
    skipWhite();
    const c = text[i];
    if (c === '"') return readString() !== undefined;
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      skipWhite();
      if (text[i] === close) return !!++i;
      for (;;) {
        if (c === '{') {
          skipWhite();
          if (text[i] !== '"' || readString() === undefined) return false;
          skipWhite();
          if (text[i++] !== ':') return false;
        }
        if (!skipValue()) return false;
        skipWhite();
        if (text[i] === ',') i++;
        else if (text[i] === close) return !!++i;
        else return false;
      }
    }
    const m = /^(?:-?\d[\d.eE+-]*|true|false|null)/.exec(text.slice(i, i + 40));
    if (!m) return false;
    i += m[0].length;
    return true;
  };
  /** Descends into the value at `i` along `rest`; answers the offset found. */
  const descend = (depth: number): number => {
    skipWhite();
    const here = i;
    if (depth === want.length) return here;
    const seg = want[depth]!;
    const c = text[i];
    if (c !== '{' && c !== '[') return here;
    i++;
    for (let index = 0; ; index++) {
      skipWhite();
      if (text[i] === '}' || text[i] === ']') return here;
      let match: boolean;
      if (c === '{') {
        if (text[i] !== '"') return here;
        const key = readString();
        skipWhite();
        if (text[i++] !== ':') return here;
        match = key === seg;
      } else match = String(index) === seg;
      if (match) return descend(depth + 1);
      if (!skipValue()) return here;
      skipWhite();
      if (text[i] === ',') i++;
      else return here;
    }
  };
  return descend(0);
}
