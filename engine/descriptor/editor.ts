import type { Expr } from './expr';

/**
 * The screen studio's document of an editor (docs/studio.md): the screen is read from the studio API (the
 * configurator's draft, else the published version, else the file) and saved, published and rolled back
 * there.
 */
export interface StudioSource {
  /** The id of the screen edited (e.g. `{ "var": "route.query.id" }`); empty: a new screen from the template. */
  screen: Expr;
  /** The studio API (default `/commondeal/screens/studio`). */
  path?: string;
  /** Where 返回 goes (e.g. the studio's list of screens). */
  back?: string;
  /** For a new screen: the name of the block's `templates` entry it starts from (e.g. `{ "var": "route.query.template" }`). */
  template?: Expr;
}

/**
 * A screen-descriptor editor for configurators (界面预览, 界面工作台): the JSON of a screen, completed and
 * checked from the descriptor schema, linted for broken cross references (engine/lint) against the
 * backend's OpenAPI document and screen index, and rendered live beside the editor. Without `studio`
 * nothing is saved (复制 JSON copies the descriptor for a `screens/*.screen.json` file); with it the
 * screen is drafted, compared, published and rolled back in the studio.
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
  /** Edit a screen of the studio rather than a scratch copy. */
  studio?: StudioSource;
  /** More descriptors a new screen may start from, by name (a list, a form, a dashboard…); `template` is the default. */
  templates?: { [name: string]: { [key: string]: unknown } };
}
