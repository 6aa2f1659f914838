import type { Template } from './expr';

/*
 * Names that refer to something else: the descriptor lint (`npm run lint:screens`) finds them by their
 * type in the generated schema (a `$ref` to the definition of the same name) and checks that the thing
 * exists.
 */

/** The name of an icon of the console's icon set, e.g. `PlusOutlined`. */
export type IconRef = string;

/** The `id` of a block of the same screen (a crud list, a form…), or a widget's `ui:options.refreshTarget`. */
export type BlockRef = string;

/**
 * A URL an `openWindow` action opens, may hold `{{placeholders}}`: a relative path of the console, or an
 * http(s) URL of the console's origin or of a host the server allows (`OPEN_WINDOW_HOSTS`); never
 * `javascript:` or `data:`. The lint checks its literal text, the console the URL it evaluates to.
 */
export type WindowUrl = Template;

/** A console route: the `route` or an alias of a screen, or one of the shell's `externalRoutes`; may hold `{{placeholders}}`. */
export type RouteRef = Template;

/** A property of the list's rows (the row schema of the list route's answer); a dot path reads inside it. */
export type RowField = string;

/** A dot path inside the `data` of the call's answer (e.g. `list` or `page.total`). */
export type AnswerPath = string;

/** The id of a dialog declared in the screen's `dialogs` (or the shell's). */
export type DialogRef = string;

/** An RJSF uiSchema: `ui:widget` names a widget of the console's widget registry. */
export type UiSchema = { [key: string]: unknown };
