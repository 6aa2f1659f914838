import type { Template } from './expr';

/*
 * Names that refer to something else: the descriptor lint (`npm run lint:screens`) finds them by their
 * type in the generated schema (a `$ref` to the definition of the same name) and checks that the thing
 * exists.
 */

/** The name of an icon of the console's icon set, e.g. `PlusOutlined`. @title 图标 @zh 控制台图标库中的图标名，如 PlusOutlined */
export type IconRef = string;

/**
 * The `id` of a block of the same screen (a crud list, a form…), or a widget's `ui:options.refreshTarget`.
 * @title 区块标识 @zh 本界面某个区块的 id（列表、表单等）
 */
export type BlockRef = string;

/**
 * A URL an `openWindow` action opens, may hold `{{placeholders}}`: a relative path of the console, or an
 * http(s) URL of the console's origin or of a host the server allows (`OPEN_WINDOW_HOSTS`); never
 * `javascript:` or `data:`. The lint checks its literal text, the console the URL it evaluates to.
 * @title 窗口地址 @zh 新窗口打开的地址：控制台相对路径，或允许的 http(s) 地址
 */
export type WindowUrl = Template;

/**
 * A console route: the `route` or an alias of a screen, or one of the shell's `externalRoutes`; may hold `{{placeholders}}`.
 * @title 路由 @zh 控制台路由：某界面的路由或别名，或外壳声明的外部路由
 */
export type RouteRef = Template;

/**
 * A property of the list's rows (the row schema of the list route's answer); a dot path reads inside it.
 * @title 行字段 @zh 列表行数据中的属性名，可用点号路径取内层
 */
export type RowField = string;

/**
 * A dot path inside the `data` of the call's answer (e.g. `list` or `page.total`).
 * @title 应答路径 @zh 接口应答 data 中的点号路径，如 list 或 page.total
 */
export type AnswerPath = string;

/** The id of a dialog declared in the screen's `dialogs` (or the shell's). @title 对话框标识 @zh 界面（或外壳）dialogs 中声明的对话框 id */
export type DialogRef = string;

/** An RJSF uiSchema: `ui:widget` names a widget of the console's widget registry. @title 界面配置 @zh RJSF 的 uiSchema：控件、占位提示、顺序与布局 */
export type UiSchema = { [key: string]: unknown };
