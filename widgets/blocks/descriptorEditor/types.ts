/** A code editor for the JSON of a descriptor (Monaco in the browser, a text area where workers are missing). */
export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The descriptor JSON Schema: completion, hovers and checks as you type. */
  schema: Record<string, unknown>;
  height: number;
  /** Accessible name of the text. */
  label: string;
  /** Puts the caret at this offset and scrolls to it (a lint message clicked); `serial` repeats a jump. */
  focusAt?: { offset: number; serial: number };
}

/** Two texts compared (对比): the first on the left. */
export interface TextDiffProps {
  original: string;
  modified: string;
  height: number;
  /** What each side is, e.g. ['已发布版本 3', '我的编辑']. */
  labels: [string, string];
}
