import type { Expr } from './expr';

/**
 * The studio's document of an editor (docs/studio.md): the screen (or the deal's metadata) is read from the
 * studio API (the configurator's draft, else the published version, else the shipped file) and saved,
 * published and rolled back there.
 * @title 工作台界面 @zh 编辑器编辑工作台中的界面或交易：草稿、发布版本或出厂文件
 */
export interface StudioSource {
  /**
   * The id of the screen (or the deal name) edited (e.g. `{ "var": "route.query.id" }`); empty: a new one from the template.
   * @title 界面标识 @zh 所编辑界面的 id（或交易编号），一个表达式；为空则从模板新建
   */
  screen: Expr;
  /**
   * What the studio versions: `screen` (default; id in `id`, published into the menu) or `deal` (a deal's
   * metadata, id in `dealName`, studio API `/commondeal/deals/studio`).
   * @title 工作台对象 @zh 工作台管理的对象：界面（screen，默认）或交易元数据（deal）
   */
  kind?: 'screen' | 'deal';
  /**
   * The studio API (default `/commondeal/screens/studio`, for a deal `/commondeal/deals/studio`).
   * @title 工作台接口 @zh 工作台接口的路径（默认 /commondeal/screens/studio；交易为 /commondeal/deals/studio）
   */
  path?: string;
  /** Where 返回 goes (e.g. the studio's list of screens). @title 返回路由 @zh 返回按钮跳转的路由 */
  back?: string;
  /**
   * For a new screen: the name of the block's `templates` entry it starts from (e.g. `{ "var": "route.query.template" }`).
   * @title 新建模板 @zh 新建界面时所用模板的名称，一个表达式
   */
  template?: Expr;
}

/**
 * A screen-descriptor editor for configurators (界面预览, 界面工作台): the JSON of a screen, completed and
 * checked from the descriptor schema, linted for broken cross references (engine/lint) against the
 * backend's OpenAPI document and screen index, and rendered live beside the editor. Without `studio`
 * nothing is saved (复制 JSON copies the descriptor for a `screens/*.screen.json` file); with it the
 * screen is drafted, compared, published and rolled back in the studio.
 * @title 界面编辑器区块 @zh 配置人员编辑界面描述文件，带补全、检查与实时预览
 */
export interface DescriptorEditorBlock {
  /** @title 类型 @zh 区块类型：界面编辑器（descriptorEditor） */
  type: 'descriptorEditor';
  /** Id of the block (its state is not published). @title 区块标识 @zh 区块的 id */
  id?: string;
  /** The descriptor the editor starts with and 恢复模板 restores (e.g. a small crud). @title 初始模板 @zh 编辑器初始的描述文件，恢复模板时还原为它 */
  template: { [key: string]: unknown };
  /** Where the backend's OpenAPI document is read (default `/commondeal/openapi.json`). @title 接口文档地址 @zh 读取后端 OpenAPI 文档的地址 */
  openapi?: string;
  /**
   * Where the screen index is read, for the routes a `navigate` may name (default `/commondeal/screens`).
   * @title 界面索引地址 @zh 读取界面索引的地址，用于检查跳转路由
   */
  screens?: string;
  /** Height of the editor in pixels (default 560). @title 高度 @zh 编辑器高度，单位像素（默认 560） */
  height?: number;
  /** Edit a screen of the studio rather than a scratch copy. @title 工作台界面 @zh 编辑工作台中的界面，而非临时副本 */
  studio?: StudioSource;
  /**
   * More descriptors a new screen may start from, by name (a list, a form, a dashboard…); `template` is the default.
   * @title 更多模板 @zh 新建界面可选的其他模板，按名称给出
   */
  templates?: { [name: string]: { [key: string]: unknown } };
}

/**
 * 交易目录's editor of a deal's metadata (docs/studio.md): the metadata's JSON, completed and checked from its
 * schema, read from and drafted, compared, published and rolled back in the deals' studio, beside the deal
 * form drawn from it as an operator will get it (validation on, 执行 disabled).
 * @title 交易编辑器区块 @zh 配置人员编辑交易元数据，带检查、工作台发布与交易表单实时预览
 */
export interface DealEditorBlock {
  /** @title 类型 @zh 区块类型：交易编辑器（dealEditor） */
  type: 'dealEditor';
  /** @title 区块标识 @zh 区块的 id */
  id?: string;
  /** The deal edited in the deals' studio (`kind` is `deal` whatever it says). @title 工作台交易 @zh 所编辑的工作台交易 */
  studio: StudioSource;
  /** The metadata a new deal starts from. @title 新建模板 @zh 新建交易时的初始元数据 */
  template: { [key: string]: unknown };
  /** Height of the editor in pixels (default 560). @title 高度 @zh 编辑器高度，单位像素（默认 560） */
  height?: number;
}
