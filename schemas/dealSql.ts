/** The deal SQL configuration form of the deal list's configure dialog. */

/** Empty (no configuration), or one SELECT statement. */
export const SELECT_ONLY_PATTERN = '^(\\s*|\\s*([Ss][Ee][Ll][Ee][Cc][Tt]|[Ww][Ii][Tt][Hh])\\s[\\s\\S]*)$';
export const SELECT_ONLY_MESSAGE = 'SQL须为单条 select 查询语句';

export const DealSqlForm = {
  $id: 'DealSqlForm',
  type: 'object',
  title: '交易SQL配置',
  properties: {
    params: {
      type: 'array',
      title: '参数',
      items: { type: 'string', title: '参数', minLength: 1, errorMessage: '请选择参数' },
    },
    sql: {
      type: 'string',
      title: 'SQL语句',
      maxLength: 4000,
      pattern: SELECT_ONLY_PATTERN,
      errorMessage: { pattern: SELECT_ONLY_MESSAGE, maxLength: 'SQL语句不能超过4000个字符' },
    },
    version: { type: 'integer', title: '版本号' },
  },
} as const;
