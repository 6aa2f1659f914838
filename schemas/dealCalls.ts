/** The bodies and answers of the Deals calls: run a deal, its parameters, its SQL configuration, imports. */
import { versionProperty } from './common';
import { SELECT_ONLY_MESSAGE, SELECT_ONLY_PATTERN } from './dealSql';

/** A deal name in a path, query or body: four digits (and a letter for variants such as 2203A). */
export const dealNameField = {
  type: 'string',
  title: '交易编号',
  pattern: '^[0-9]{4}[A-Z]?$',
  errorMessage: '交易编号须为4位数字',
} as const;

export const DealNameBody = {
  $id: 'DealNameBody',
  type: 'object',
  title: '交易编号',
  properties: { dealName: dealNameField },
  required: ['dealName'],
  errorMessage: { required: { dealName: '请输入交易编号' } },
} as const;

export const DealNameParams = {
  $id: 'DealNameParams',
  type: 'object',
  title: '交易编号',
  properties: { dealName: dealNameField },
  required: ['dealName'],
} as const;

const dealParam = {
  type: 'object',
  properties: {
    value: { type: 'string', title: '字段名' },
    label: { type: 'string', title: '字段说明' },
    tip: { type: 'string', title: '提示' },
  },
  required: ['value', 'label', 'tip'],
} as const;

/**
 * GET /dealName/{dealName}: `params` are the selectable parameters of the deal's SQL configuration (its
 * input fields); `haveParams` says whether runnable SQL configurations exist, and `queryParams` are the
 * parameters they take — the query conditions the deal screen asks for before query-supportinfo.
 */
export const DealParams = {
  $id: 'DealParams',
  type: 'object',
  title: '交易参数',
  properties: {
    haveParams: { type: 'boolean', title: '是否有查询参数' },
    queryParams: { type: 'array', items: dealParam },
    params: { type: 'array', items: dealParam },
  },
  required: ['haveParams', 'params', 'queryParams'],
} as const;

export const QuerySupportInfoBody = {
  $id: 'QuerySupportInfoBody',
  type: 'object',
  title: '交易辅助信息查询',
  properties: {
    dealName: dealNameField,
    hisParamSet: {
      type: 'object',
      title: '参数值',
      maxProperties: 50,
      $comment: '数字、布尔值按文本绑定，null 按空值',
      additionalProperties: { type: 'string', maxLength: 200 },
      default: {},
      errorMessage: '参数值须为不超过200个字符的文本或数字',
    },
  },
  required: ['dealName'],
  errorMessage: { required: { dealName: '请输入交易编号' } },
} as const;

export const ExecDealBody = {
  $id: 'ExecDealBody',
  type: 'object',
  title: '执行交易',
  properties: {
    dealName: dealNameField,
    dealInput: {
      type: 'object',
      title: '交易输入',
      $comment: '按输入节点名组织：对象节点为对象，列表节点为对象数组',
      default: {},
      errorMessage: '交易输入须为按节点名组织的对象',
    },
  },
  required: ['dealName'],
  errorMessage: { required: { dealName: '请输入交易编号' } },
} as const;

export const ExecDealResult = {
  $id: 'ExecDealResult',
  type: 'object',
  title: '交易结果',
  properties: {
    dealOutput: { type: 'object', title: '交易输出', $comment: '按输出节点名组织' },
    isNewMsg: { type: 'string', title: '中心返回的错误信息' },
    fileUrl: { type: 'string', title: '文件下载地址' },
  },
  required: ['dealOutput'],
} as const;

const nodeNameField = {
  type: 'string',
  title: '节点名称',
  pattern: '^[A-Za-z_][A-Za-z0-9_]{0,49}$',
  errorMessage: '节点名称不正确',
} as const;

export const DealSqlQuery = {
  $id: 'DealSqlQuery',
  type: 'object',
  title: '交易SQL配置查询',
  properties: { dealCode: dealNameField, nodeName: nodeNameField },
  required: ['dealCode', 'nodeName'],
  errorMessage: { required: { dealCode: '请选择交易', nodeName: '请选择节点' } },
} as const;

/** A stored configuration; sql and params are null when the node has none. */
export const DealSqlConfig = {
  $id: 'DealSqlConfig',
  type: 'object',
  title: '交易SQL配置',
  properties: {
    dealCode: { type: 'string', title: '交易编号' },
    dealName: { type: 'string', title: '交易名称' },
    nodeName: { type: 'string', title: '节点名称' },
    params: { type: ['string', 'null'], title: '参数', $comment: '以逗号分隔的字段名，依次绑定为 $1、$2…' },
    dataSource: { type: 'string', title: '数据源' },
    sql: { type: ['string', 'null'], title: 'SQL语句' },
    version: { type: 'integer', title: '版本号', description: '0：尚未配置' },
  },
  required: ['params', 'sql', 'version'],
} as const;

export const UpdateDealSqlBody = {
  $id: 'UpdateDealSqlBody',
  type: 'object',
  title: '保存交易SQL配置',
  properties: {
    dealCode: dealNameField,
    dealName: {
      type: 'string',
      title: '交易名称',
      maxLength: 100,
      errorMessage: '交易名称不能超过100个字符',
    },
    nodeName: nodeNameField,
    params: {
      type: 'string',
      title: '参数',
      maxLength: 500,
      pattern: '^([A-Za-z_][A-Za-z0-9_]*(,[A-Za-z_][A-Za-z0-9_]*)*)?$',
      default: '',
      errorMessage: '参数须为以逗号分隔的字段名',
    },
    dataSource: {
      type: 'string',
      title: '数据源',
      enum: ['DEFAULT'],
      default: 'DEFAULT',
      errorMessage: '数据源只能为DEFAULT',
    },
    sql: {
      type: 'string',
      title: 'SQL语句',
      maxLength: 4000,
      pattern: SELECT_ONLY_PATTERN,
      $comment: '为空表示删除该节点的配置',
      errorMessage: { pattern: SELECT_ONLY_MESSAGE, maxLength: 'SQL语句不能超过4000个字符' },
    },
    version: { ...versionProperty, description: '读取时的版本号（尚未配置为 0）：已被他人修改时拒绝（409）' },
  },
  required: ['dealCode', 'nodeName', 'version'],
  errorMessage: { required: { dealCode: '请选择交易', nodeName: '请选择节点' } },
} as const;

export const SavedbQuery = {
  $id: 'SavedbQuery',
  type: 'object',
  title: '导入目录文件',
  properties: {
    dealName: dealNameField,
    fileName: {
      type: 'string',
      title: '文件名',
      minLength: 1,
      maxLength: 200,
      $comment: '下载交易应答的 filename 或 file_qury_no',
      errorMessage: '文件名不能超过200个字符',
    },
  },
  required: ['dealName', 'fileName'],
  errorMessage: { required: { dealName: '请输入交易编号', fileName: '请先下载目录文件' } },
} as const;

/**
 * The rows of one page of a paged catalogue query (an array: declared inline by the route, not
 * registered by $id): at most one page, and the national interface pages by at most 1000 rows.
 */
export const DOWNLOAD_JSON_MAX_ROWS = 1000;
export const DownLoadJsonBody = {
  type: 'array',
  title: '目录数据',
  minItems: 1,
  maxItems: DOWNLOAD_JSON_MAX_ROWS,
  items: { type: 'object', errorMessage: '每条目录数据须为对象' },
  errorMessage: {
    type: '目录数据须为数组',
    minItems: '请提供要导入的目录数据',
    maxItems: `一次最多导入${DOWNLOAD_JSON_MAX_ROWS}条目录数据`,
  },
} as const;
