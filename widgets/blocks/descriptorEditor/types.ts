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
