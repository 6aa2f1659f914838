import type { MenuItem, SessionUser } from '../../engine/session';

/** Realistic fixtures shared by the stories and the component tests. */
export const hospitalUser: SessionUser = {
  orgCode: 'H21010200001',
  orgName: '沈阳市第一人民医院',
  roles: ['ROLE_USER'],
  user: 'H21010200001',
  mobile: '13812345678',
  contact: '王丽',
  userTypeId: 1,
  ext: null,
};

export const adminUser: SessionUser = {
  orgCode: '9999',
  orgName: '医保结算平台运营中心',
  roles: ['ROLE_ADMIN', 'ROLE_RUSHFREE'],
  user: 'admin',
  mobile: '13900000000',
  contact: '系统管理员',
  userTypeId: 0,
  ext: null,
};

export const menuTree: MenuItem[] = [
  {
    id: 1,
    parentId: null,
    title: '交易办理',
    icon: 'AppstoreOutlined',
    child: [{ id: 11, parentId: 1, title: '交易列表', icon: null, name: '/home/handle' }],
  },
  {
    id: 2,
    parentId: null,
    title: '对账管理',
    icon: 'AccountBookOutlined',
    child: [
      { id: 21, parentId: 2, title: '结算明细对账', name: '/home/detailCheck' },
      { id: 22, parentId: 2, title: '对账冲正查询', name: '/home/checkImpact' },
    ],
  },
  {
    id: 3,
    parentId: null,
    title: '系统管理',
    icon: 'SettingOutlined',
    child: [{ id: 31, parentId: 3, title: '菜单管理', name: '/home/menuIndex' }],
  },
];

/** Menus as the server lists them. */
export const menuRows = [
  {
    menuId: 1,
    menupath: '',
    menuname: '交易办理',
    parentId: null,
    icon: 'AppstoreOutlined',
    gradation: 1,
    isValid: '1',
    version: 0,
  },
  {
    menuId: 11,
    menupath: '/home/handle',
    menuname: '交易列表',
    parentId: 1,
    icon: '',
    gradation: 1,
    isValid: '1',
    version: 0,
  },
  {
    menuId: 2,
    menupath: '',
    menuname: '对账管理',
    parentId: null,
    icon: 'AccountBookOutlined',
    gradation: 2,
    isValid: '1',
    version: 0,
  },
  {
    menuId: 21,
    menupath: '/home/detailCheck',
    menuname: '结算明细对账',
    parentId: 2,
    icon: '',
    gradation: 1,
    isValid: '1',
    version: 0,
  },
  {
    menuId: 22,
    menupath: '/home/checkImpact',
    menuname: '对账冲正查询',
    parentId: 2,
    icon: '',
    gradation: 2,
    isValid: '1',
    version: 0,
  },
  {
    menuId: 3,
    menupath: '',
    menuname: '系统管理',
    parentId: null,
    icon: 'SettingOutlined',
    gradation: 9,
    isValid: '1',
    version: 0,
  },
  {
    menuId: 31,
    menupath: '/home/menuIndex',
    menuname: '菜单管理',
    parentId: 3,
    icon: '',
    gradation: 1,
    isValid: '1',
    version: 0,
  },
];

/** Reconciliation records of the reversal query, one with trans_type 0. */
export const impactRows = [
  {
    id: 1,
    psn_no: '21010019800101001X',
    psn_name: '张伟',
    acct_pay: 120.5,
    cash_payamt: 30,
    omsgid: 'H2101020000120240301090000001',
    oinfo: '2207',
    fixmedins_code: 'H21010200001',
    fixmedins_name: '沈阳市第一人民医院',
    setl_time: '2024-03-01 09:00:00',
    used: '0',
    trans_type: '1',
  },
  {
    id: 2,
    psn_no: '210100198502023456',
    psn_name: '李娜',
    acct_pay: 0,
    cash_payamt: 86.4,
    omsgid: 'H2101020000120240302101500002',
    oinfo: '2304',
    fixmedins_code: 'H21010200001',
    fixmedins_name: '沈阳市第一人民医院',
    setl_time: '2024-03-02 10:15:00',
    used: '1',
    trans_type: '0',
  },
  {
    id: 3,
    psn_no: '210100199003034567',
    psn_name: '王强',
    acct_pay: 45.8,
    cash_payamt: 12,
    omsgid: 'P2101020000320240303143000003',
    oinfo: '2102',
    fixmedins_code: 'P21010200003',
    fixmedins_name: '康宁大药房',
    setl_time: '2024-03-03 14:30:00',
    used: '0',
    trans_type: '1',
  },
];

/** A 1×1 SVG captcha image as a data URL (the server sends an SVG data URL). */
export const captchaImage = (text: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="32"><text x="10" y="22">${text}</text></svg>`)}`;
