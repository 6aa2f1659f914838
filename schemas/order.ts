/**
 * Service tickets (spec 001 §3 service ticket, progress step, order node, todo, template, order type,
 * template node, handler user, next-step user, custom step payload, customer supplement; §5 service
 * ticket, classification, custom step).
 */
import { listPage } from './common';
import { MOBILE_MESSAGE, MOBILE_PATTERN } from './patterns';

const str = (title: string, maxLength?: number) =>
  ({ type: 'string', title, ...(maxLength ? { maxLength } : {}) }) as const;
const id = (title: string, message: string) =>
  ({ type: 'integer', title, minimum: 1, errorMessage: message }) as const;
const flag = (title: string) => ({ type: 'string', title, enum: ['0', '1'] }) as const;

/** The upload limits of a ticket's attachments (spec 001 §5, §9). */
export const ORDER_UPLOAD = {
  maxFiles: 3,
  maxBytes: 1024 * 1024,
  typeMessage: '只能上传图片或者TXT文本文件',
  sizeMessage: '文件过大',
} as const;

export const ORDER_MESSAGES = {
  classified: '已分类，不能编辑！',
  noTemplate: '请配置该类型对应的模板',
  instanceOk: '服务单模板实例化成功！',
  instanceFailed: '服务单模板实例化失败！',
  notHandler: '您不是当前环节的办理人，不能办理',
  firstNoBack: '第一个环节不能退回',
  notLast: '当前环节不是最后环节，不能办结',
  lastUseFinish: '当前环节是最后环节，请办结',
  needNextStep: '请先配置下一个环节',
  closed: '服务单已关闭',
  notInstantiated: '服务单尚未分类',
  noHandler: '该环节没有可指派的办理人员',
  notCurrent: '该环节不是当前环节',
} as const;

export const OrderTicket = {
  $id: 'OrderTicket',
  type: 'object',
  title: '服务单',
  properties: {
    instId: { type: 'integer', title: '服务单号' },
    orgCode: str('机构编码'),
    orgName: str('机构名称'),
    title: str('标题'),
    content: str('内容'),
    type: { type: ['integer', 'null'], title: '服务单类型' },
    typeName: str('类型名称'),
    templateId: { type: ['integer', 'null'], title: '模板编号' },
    templateDesc: str('模板名称'),
    isClose: flag('是否关闭'),
    status: { type: 'string', title: '状态', enum: ['0', '1', '2'] },
    contact: str('联系人'),
    mobile: str('联系电话'),
    createTime: str('创建时间'),
    areaCode: str('地区编码'),
    picsUrl: str('图片'),
    fileUrl: str('文件'),
    cstLevel: str('客户等级'),
    userDefine: str('自定义流程'),
  },
  required: ['instId', 'orgCode', 'orgName', 'title', 'content', 'isClose', 'status'],
} as const;

const page = (item: string, title: string) =>
  ({
    type: 'object',
    title,
    properties: {
      records: { type: 'array', items: { $ref: `${item}#` } },
      total: { type: 'integer', title: '总条数' },
      size: { type: 'integer', title: '每页条数' },
      current: { type: 'integer', title: '当前页' },
    },
    required: ['records', 'total'],
  }) as const;

export const OrderTicketPage = { $id: 'OrderTicketPage', ...page('OrderTicket', '服务单分页') } as const;

/** The institution's ticket query (spec 001 §4: status 4 all, 0 submitted, 2 to do, 1 closed). */
export const OrderTicketQuery = {
  $id: 'OrderTicketQuery',
  type: 'object',
  title: '服务单查询',
  properties: {
    page: listPage,
    status: { type: 'string', title: '状态', enum: ['4', '0', '2', '1'], default: '4' },
    title: str('标题', 100),
    orgCode: str('机构编码', 30),
    orgName: str('机构名称', 200),
    userId: { type: 'integer', title: '用户编号' },
  },
  additionalProperties: false,
} as const;

/** The classification page's query (status 0 unclassified, 1 closed, 2 in progress). */
export const OrderQuery = {
  $id: 'OrderQuery',
  type: 'object',
  title: '服务单分类查询',
  properties: {
    page: listPage,
    status: { type: 'string', title: '状态', enum: ['0', '1', '2', '4'], default: '0' },
    orgCode: str('机构编码', 30),
    orgName: str('机构名称', 200),
    hisPrd: str('产品类型', 2),
    areaCode: str('地区编码', 4),
  },
  additionalProperties: false,
} as const;

/** The ticket form of an institution (new and edit). */
export const OrderTicketForm = {
  $id: 'OrderTicketForm',
  type: 'object',
  title: '服务单',
  properties: {
    instId: { type: 'integer', title: '服务单号', minimum: 1 },
    orgCode: str('机构编码', 30),
    orgName: str('机构名称', 200),
    contact: str('联系人', 50),
    mobile: {
      type: 'string',
      title: '联系电话',
      pattern: MOBILE_PATTERN,
      errorMessage: MOBILE_MESSAGE,
    },
    type: id('服务单类型', '请选择服务单类型'),
    title: { type: 'string', title: '标题', minLength: 1, maxLength: 100, errorMessage: '请输入标题' },
    content: {
      type: 'string',
      title: '内容',
      minLength: 1,
      maxLength: 2000,
      errorMessage: '请输入内容',
    },
    picsUrl: str('图片', 1000),
    fileUrl: str('文件', 1000),
  },
  required: ['type', 'title', 'content'],
  errorMessage: { required: { type: '请选择服务单类型', title: '请输入标题', content: '请输入内容' } },
} as const;

export const OrderSortBody = {
  $id: 'OrderSortBody',
  type: 'object',
  title: '服务单分类',
  properties: { instId: id('服务单号', '请选择服务单'), type: id('服务单类型', '请选择服务单类型') },
  required: ['instId', 'type'],
  errorMessage: { required: { instId: '请选择服务单', type: '请选择服务单类型' } },
} as const;

export const OrderType = {
  $id: 'OrderType',
  type: 'object',
  title: '服务单类型',
  properties: {
    orderTypeId: { type: 'integer', title: '类型编号' },
    orderTypeDesc: str('类型名称'),
    parentTypeId: { type: ['integer', 'null'], title: '上级类型' },
    areaCode: str('地区编码'),
  },
  required: ['orderTypeId', 'orderTypeDesc', 'parentTypeId', 'areaCode'],
} as const;

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
export const OrderTemplatePage = { $id: 'OrderTemplatePage', ...page('OrderTemplate', '模板分页') } as const;

export const PageBody = {
  $id: 'OrderPageBody',
  type: 'object',
  title: '分页查询',
  properties: { page: listPage },
} as const;

/** An order node of an instance (spec 001 §3 order node, progress step). */
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
export const OrderTodoPage = { $id: 'OrderTodoPage', ...page('OrderTodo', '待办分页') } as const;

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

/** 下一步 / 办结 / 退回 / 终止 of the current node (spec 001 §4 node handling). */
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
  },
  required: ['id', 'instId', 'proposal'],
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
  ...page('OrderTemplateNode', '模板环节分页'),
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
  ...page('OrderHandlerUser', '办理人员分页'),
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

/** The custom step (spec 001 §3 custom step payload; §5: 选择下一个环节 and 指派人员 required). */
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

export const OrderInstIdBody = {
  $id: 'OrderInstIdBody',
  type: 'object',
  properties: { instId: id('服务单号', '请选择服务单') },
  required: ['instId'],
  errorMessage: { required: { instId: '请选择服务单' } },
} as const;

/** The customer supplement (spec 001 §5: dates and isVip required, price ≥ 0). */
export const CustomerSupplement = {
  $id: 'CustomerSupplement',
  type: 'object',
  title: '补充服务',
  properties: {
    instId: id('服务单号', '请选择服务单'),
    beginTime: { type: 'string', title: '服务开始日期', format: 'date', errorMessage: '请选择服务日期' },
    endTime: { type: 'string', title: '服务结束日期', format: 'date', errorMessage: '请选择服务日期' },
    price: { type: 'number', title: '价格', minimum: 0, errorMessage: '价格不能小于0' },
    isVip: { type: 'string', title: '是否VIP', enum: ['1', '0'], errorMessage: '请选择是否VIP' },
    cstLevel: str('客户等级', 10),
  },
  required: ['instId', 'beginTime', 'endTime', 'price', 'isVip'],
  errorMessage: {
    required: {
      instId: '请选择服务单',
      beginTime: '请选择服务日期',
      endTime: '请选择服务日期',
      price: '请输入价格',
      isVip: '请选择是否VIP',
    },
  },
} as const;

export const OrderAttachment = {
  $id: 'OrderAttachment',
  type: 'object',
  title: '附件',
  properties: {
    url: str('地址'),
    name: str('文件名'),
    kind: { type: 'string', title: '类型', enum: ['image', 'text'] },
  },
  required: ['url', 'name', 'kind'],
} as const;
