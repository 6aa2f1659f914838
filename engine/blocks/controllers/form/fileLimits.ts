/**
 * The checks a file-list upload makes before sending (png, jpeg/jpg or txt, each at most 1 MB, at most 3
 * files). Pure, so the widget and its tests share them; the server checks again by content.
 */
export interface FileLimits {
  /** Extensions accepted, lower case without the dot (e.g. png, jpg, jpeg, txt). */
  accept: readonly string[];
  /** Bytes per file. */
  maxSize: number;
  /** Files in all. */
  maxCount: number;
  typeMessage: string;
  sizeMessage: string;
  /** The limit warning: `{max}`, `{chosen}` and `{total}` are replaced by the counts. */
  limitMessage: string;
}

export const DEFAULT_FILE_LIMITS: FileLimits = {
  accept: ['png', 'jpg', 'jpeg', 'txt'],
  maxSize: 1024 * 1024,
  maxCount: 3,
  typeMessage: '只能上传图片或者TXT文本文件',
  sizeMessage: '文件过大',
  limitMessage: '当前限制选择 {max} 个文件，本次选择了 {chosen} 个文件，共选择了 {total} 个文件',
};

/** The refusal of a batch of files chosen while `have` are kept, or undefined when every file may go. */
export function checkFiles(
  files: readonly { name: string; size: number }[],
  have: number,
  limits: FileLimits,
): string | undefined {
  if (have + files.length > limits.maxCount)
    return limits.limitMessage
      .replace('{max}', String(limits.maxCount))
      .replace('{chosen}', String(files.length))
      .replace('{total}', String(have + files.length));
  for (const f of files) {
    const ext = /\.([^.]+)$/.exec(f.name)?.[1]?.toLowerCase() ?? '';
    if (!limits.accept.includes(ext)) return limits.typeMessage;
    if (f.size > limits.maxSize) return limits.sizeMessage;
  }
  return undefined;
}

/** An uploaded file kept in the form: its name, the URL the server gave, image or text. */
export interface UploadedEntry {
  name: string;
  url: string;
  kind: 'image' | 'text';
}
