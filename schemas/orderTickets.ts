/**
 * Service tickets: the ticket, its queries and forms, classification into order types, the customer
 * supplement and the attachments.
 */
import { listPage, VERSION_REQUIRED, versionProperty } from './common';
import { flag, id, page, str } from './orderFields';
import { MOBILE_MESSAGE, MOBILE_PATTERN } from './patterns';

/** The upload limits of a ticket's attachments. */
export const ORDER_UPLOAD = {
  maxFiles: 3,
  maxBytes: 1024 * 1024,
  typeMessage: '只能上传图片或者TXT文本文件',
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
    version: { type: 'integer', title: '版本号' },
  },
  required: ['instId', 'orgCode', 'orgName', 'title', 'content', 'isClose', 'status', 'version'],
} as const;

export const OrderTicketPage = { $id: 'OrderTicketPage', ...page(OrderTicket, '服务单分页') } as const;

/** The institution's ticket query (status 4 all, 0 submitted, 2 to do, 1 closed). */
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
    version: { ...versionProperty, description: '修改时必填：读取时的版本号，已被他人修改时拒绝（409）' },
  },
  required: ['type', 'title', 'content'],
  errorMessage: { required: { type: '请选择服务单类型', title: '请输入标题', content: '请输入内容' } },
} as const;

/** The institution's edit of its ticket (修改): the form with the version it read. */
export const OrderTicketEdit = {
  ...OrderTicketForm,
  $id: 'OrderTicketEdit',
  title: '修改服务单',
  required: [...OrderTicketForm.required, 'version'],
  errorMessage: {
    required: { ...OrderTicketForm.errorMessage.required, version: VERSION_REQUIRED },
  },
} as const;

export const OrderSortBody = {
  $id: 'OrderSortBody',
  type: 'object',
  title: '服务单分类',
  properties: {
    instId: id('服务单号', '请选择服务单'),
    type: id('服务单类型', '请选择服务单类型'),
    version: versionProperty,
  },
  required: ['instId', 'type', 'version'],
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

export const OrderInstIdBody = {
  $id: 'OrderInstIdBody',
  type: 'object',
  properties: { instId: id('服务单号', '请选择服务单') },
  required: ['instId'],
  errorMessage: { required: { instId: '请选择服务单' } },
} as const;

/** The customer supplement (dates and isVip required, price ≥ 0). */
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
    version: versionProperty,
  },
  required: ['instId', 'beginTime', 'endTime', 'price', 'isVip', 'version'],
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
