/** User entities (spec 001 §3 User row). The user-management routes come later; the row is shared now. */

export const UserRow = {
  $id: 'UserRow',
  type: 'object',
  title: '用户',
  properties: {
    userId: { type: 'integer', title: '用户编号' },
    username: { type: 'string', title: '用户名' },
    orgCode: { type: 'string', title: '机构编码' },
    orgName: { type: 'string', title: '机构名称' },
    contact: { type: 'string', title: '联系人' },
    mobile: { type: 'string', title: '手机号' },
    ifValid: { type: 'string', title: '是否有效', enum: ['1', '0'] },
  },
  required: ['userId', 'username', 'orgCode', 'orgName', 'contact', 'mobile', 'ifValid'],
} as const;
