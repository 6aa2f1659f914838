/**
 * The service-ticket workflow: templates and their nodes, the nodes of an instance, the handlers' todos,
 * handling a node, the handler users and the custom step.
 */
import { versionProperty } from './common';
import { listPage } from './common';
import { flag, id, page, str } from './orderFields';

export const OrderTemplate = {
  $id: 'OrderTemplate',
  type: 'object',
  title: '模板',
  properties: {
    templateId: { type: 'integer', title: '模板编号' },
    templateDesc: str('模板名称'),
    ver: { type: 'integer', title: '版本' },
    createTime: str('创建时间'),
    creator: str('创建人'),
    modifyTime: str('修改时间'),
    modifier: str('修改人'),
    areaCode: str('地区编码'),
    userDefine: flag('自定义流程'),
  },
  required: ['templateId', 'templateDesc', 'userDefine'],
} as const;
export const OrderTemplatePage = { $id: 'OrderTemplatePage', ...page(OrderTemplate, '模板分页') } as const;

export const PageBody = {
  $id: 'OrderPageBody',
  type: 'object',
  title: '分页查询',
  properties: { page: listPage },
} as const;

/** An order node of an instance (also a progress step). */
export const OrderNode = {
  $id: 'OrderNode',
  type: 'object',
  title: '环节',
  properties: {
    id: { type: 'integer', title: '环节编号' },
    instId: { type: 'integer', title: '服务单号' },
    seq: { type: 'integer', title: '序号' },
    nodeId: { type: 'integer', title: '模板环节' },
    dtlDesc: str('环节'),
    isDone: flag('是否完成'),
    isCurrent: flag('是否当前'),
    proposal: str('办理意见'),
    responseUserId: { type: ['integer', 'null'], title: '办理人编号' },
    responseUserName: str('办理人'),
    nextResponseUserId: { type: ['integer', 'null'], title: '下一步办理人' },
    userDefine: str('自定义流程'),
    areaCode: str('地区编码'),
    type: str('类型'),
    modifier: str('办理人'),
    modifyTime: str('办理时间'),
  },
  required: ['id', 'instId', 'seq', 'dtlDesc', 'isDone', 'isCurrent', 'proposal'],
} as const;

/** A todo of the handling page: one node of a ticket assigned to the caller. */
export const OrderTodo = {
  $id: 'OrderTodo',
  type: 'object',
  title: '待办',
  properties: {
    id: { type: 'integer', title: '环节编号' },
    instId: { type: 'integer', title: '服务单号' },
    version: { type: 'integer', title: '服务单版本号' },
    title: str('标题'),
    content: str('内容'),
    areaCode: str('地区编码'),
    custId: str('客户编码'),
    custName: str('客户名称'),
    creator: str('提交人'),
    createTime: str('提交时间'),
    templateDesc: str('模板'),
    dtlDesc: str('当前环节'),
    isDone: flag('是否完成'),
    isCurrent: flag('是否当前'),
    isClose: flag('是否关闭'),
    isFirst: flag('第一个环节'),
    isLast: flag('最后环节'),
    userDefine: str('自定义流程'),
    templateId: { type: ['integer', 'null'], title: '模板编号' },
    seq: { type: 'integer', title: '序号' },
    modifier: str('办理人'),
    modifyTime: str('办理时间'),
    proposal: str('办理意见'),
    picsUrl: str('图片'),
    fileUrl: str('文件'),
  },
  required: ['id', 'instId', 'title', 'isDone'],
} as const;
export const OrderTodoPage = { $id: 'OrderTodoPage', ...page(OrderTodo, '待办分页') } as const;

export const OrderTodoQuery = {
  $id: 'OrderTodoQuery',
  type: 'object',
  title: '待办查询',
  properties: { page: listPage, instId: { type: 'integer', minimum: 1 }, isAll: flag('全部工单') },
  additionalProperties: false,
} as const;

const proposal = {
  type: 'string',
  title: '办理意见',
  minLength: 1,
  maxLength: 500,
  errorMessage: '请输入办理意见',
} as const;

/** 下一步 / 办结 / 退回 / 终止 of the current node. */
export const OrderHandleBody = {
  $id: 'OrderHandleBody',
  type: 'object',
  title: '办理',
  properties: {
    id: id('环节编号', '请选择环节'),
    instId: id('服务单号', '请选择服务单'),
    proposal,
    nextResponseUserId: { type: 'integer', title: '下一步办理人', minimum: 1 },
    /** '1': 办结 (only on the last node). */
    finish: flag('办结'),
    version: { ...versionProperty, description: '读取时服务单的版本号：已被他人修改时拒绝（409）' },
  },
  required: ['id', 'instId', 'proposal', 'version'],
  errorMessage: { required: { proposal: '请输入办理意见', id: '请选择环节', instId: '请选择服务单' } },
} as const;

export const OrderTemplateNode = {
  $id: 'OrderTemplateNode',
  type: 'object',
  title: '模板环节',
  properties: {
    nodeId: { type: 'integer', title: '环节编号' },
    nodeDesc: str('环节名称'),
    responseTypeId: { type: 'integer', title: '负责用户类型' },
    responser: str('负责人类型'),
    templateId: { type: 'integer', title: '模板编号' },
    seq: { type: 'integer', title: '序号' },
  },
  required: ['nodeId', 'nodeDesc', 'responseTypeId', 'responser'],
} as const;
export const OrderTemplateNodePage = {
  $id: 'OrderTemplateNodePage',
  ...page(OrderTemplateNode, '模板环节分页'),
} as const;

export const OrderTemplateNodeQuery = {
  $id: 'OrderTemplateNodeQuery',
  type: 'object',
  properties: {
    page: listPage,
    templateId: { type: 'integer', minimum: 1 },
    nodeId: { type: 'integer', minimum: 1 },
  },
  additionalProperties: false,
} as const;

export const OrderHandlerUser = {
  $id: 'OrderHandlerUser',
  type: 'object',
  title: '办理人员',
  properties: {
    userId: { type: 'integer', title: '用户编号' },
    username: str('用户名'),
    contact: str('姓名'),
    orgCode: str('机构编码'),
    orgName: str('机构名称'),
    userTypeId: { type: 'integer', title: '用户类型' },
    areaCode: str('地区编码'),
  },
  required: ['userId', 'username', 'orgCode', 'orgName', 'userTypeId'],
} as const;
export const OrderHandlerUserPage = {
  $id: 'OrderHandlerUserPage',
  ...page(OrderHandlerUser, '办理人员分页'),
} as const;

export const OrderHandlerUserQuery = {
  $id: 'OrderHandlerUserQuery',
  type: 'object',
  properties: {
    page: listPage,
    areaCode: str('地区编码', 4),
    userTypeId: { type: 'integer', minimum: 0 },
    user: str('用户名', 50),
    userId: { type: 'integer', minimum: 1 },
  },
  additionalProperties: false,
} as const;

/** The custom step (选择下一个环节 and 指派人员 required). */
export const OrderCustomStep = {
  $id: 'OrderCustomStep',
  type: 'object',
  title: '自定义环节',
  properties: {
    areaCode: str('地区编码', 4),
    templateId: { type: 'integer', minimum: 1, title: '模板编号' },
    instId: id('服务单号', '请选择服务单'),
    dtlId: id('下一个环节', '请选择下一个环节'),
    responseUserId: id('指派人员', '请选择指派人员'),
    type: str('类型', 10),
    sms: flag('短信通知'),
  },
  required: ['instId', 'dtlId', 'responseUserId'],
  errorMessage: {
    required: { instId: '请选择服务单', dtlId: '请选择下一个环节', responseUserId: '请选择指派人员' },
  },
} as const;

export const OrderNextUser = {
  $id: 'OrderNextUser',
  type: 'object',
  title: '下一步办理人',
  properties: {
    responseUserId: { type: ['integer', 'null'], title: '办理人编号' },
    responseUserName: str('办理人'),
    dtlDesc: str('下一个环节'),
  },
  required: ['responseUserId', 'responseUserName'],
} as const;
