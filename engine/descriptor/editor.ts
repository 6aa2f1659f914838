/**
 * A screen-descriptor editor for configurators (界面预览): the JSON of a screen, completed and checked
 * from the descriptor schema, linted for broken cross references (engine/lint) against the backend's
 * OpenAPI document and screen index, and rendered live beside the editor. Nothing is saved: 复制 JSON
 * copies the descriptor for a `screens/*.screen.json` file.
 */
export interface DescriptorEditorBlock {
  type: 'descriptorEditor';
  /** Id of the block (its state is not published). */
  id?: string;
  /** The descriptor the editor starts with and 恢复模板 restores (e.g. a small crud). */
  template: { [key: string]: unknown };
  /** Where the backend's OpenAPI document is read (default `/commondeal/openapi.json`). */
  openapi?: string;
  /** Where the screen index is read, for the routes a `navigate` may name (default `/commondeal/screens`). */
  screens?: string;
  /** Height of the editor in pixels (default 560). */
  height?: number;
}
