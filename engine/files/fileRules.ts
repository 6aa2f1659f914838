/** The browser-side checks of chosen files (count, size, type), before anything is sent. */

import type { FileRules } from '../descriptor';

export type { FileRules };

/** The default zh-CN messages of the checks. */
export const fileMessages = {
  type: (accept: string[]) => `只能上传${accept.map((a) => a.replace(/^\./, '')).join('、')}格式的文件`,
  size: (mb: number) => `文件大小不能超过${mb}MB`,
  count: (n: number) => `最多只能上传${n}个文件`,
  none: '请选择要上传的文件',
} as const;

/** Where a message template reads the limits. */
const fill = (t: string, rules: FileRules) =>
  t
    .replace(/\{\{\s*accept\s*\}\}/g, (rules.accept ?? []).join('、'))
    .replace(/\{\{\s*maxSizeMB\s*\}\}/g, String(rules.maxSizeMB ?? ''))
    .replace(/\{\{\s*maxCount\s*\}\}/g, String(rules.maxCount ?? 1));

/** The first broken rule's message, or null when the files pass (count, then type, then size). */
export function checkFiles(
  files: readonly { name: string; size: number }[],
  rules: FileRules,
): string | null {
  const m = rules.messages ?? {};
  if (files.length === 0) return fileMessages.none;
  const maxCount = rules.maxCount ?? 1;
  if (files.length > maxCount) return m.count ? fill(m.count, rules) : fileMessages.count(maxCount);
  const accept = (rules.accept ?? []).map((a) => a.toLowerCase());
  if (accept.length && files.some((f) => !accept.some((a) => f.name.toLowerCase().endsWith(a))))
    return m.type ? fill(m.type, rules) : fileMessages.type(rules.accept ?? []);
  const limit = rules.maxSizeMB;
  if (limit !== undefined && files.some((f) => f.size > limit * 1024 * 1024))
    return m.size ? fill(m.size, rules) : fileMessages.size(limit);
  return null;
}
