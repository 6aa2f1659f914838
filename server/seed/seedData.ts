/** Demo organisations and accounts. The README and the start banner list the accounts. */

export interface SeedOrg {
  orgCode: string;
  orgName: string;
  orgType: 0 | 1 | 2;
  collected: boolean;
  contact: string;
  mobile: string;
}

export interface DemoAccount {
  username: string;
  password: string;
  orgCode: string;
  roles: readonly string[];
  userTypeId: number;
  mobile: string;
  contact: string;
  idCard?: string;
  /** What the account demonstrates. */
  note: string;
}

export const SEED_ROLES = [
  ['ROLE_ADMIN', '管理员'],
  ['ROLE_ORG', '机构用户'],
  ['ROLE_RUSHFREE', '免支付冲正'],
  // 界面工作台's configurators: they draft; publishing is ROLE_ADMIN's (docs/studio.md).
  ['ROLE_CONFIG', '界面配置'],
] as const;

/** The platform operator: reference data, written in production too (without the demo contact). */
export const OPERATOR_ORG = {
  orgCode: '9999',
  orgName: '平台运营中心',
  orgType: 0,
  collected: true,
} as const;

export const SEED_ORGS: readonly SeedOrg[] = [
  { ...OPERATOR_ORG, contact: '平台管理员', mobile: '13800000000' },
  {
    orgCode: 'H21010200001',
    orgName: '沈阳市示范医院',
    orgType: 1,
    collected: true,
    contact: '李明',
    mobile: '13800000001',
  },
  {
    orgCode: 'P21010200002',
    orgName: '沈阳市示范大药房',
    orgType: 2,
    collected: true,
    contact: '赵敏',
    mobile: '13800000002',
  },
  {
    orgCode: 'H21010200009',
    orgName: '沈阳市待采集医院',
    orgType: 1,
    collected: false,
    contact: '',
    mobile: '',
  },
];

const DEMO = 'Demo@2026';

/**
 * Every password the demo seed gives an account (these here, the ticket handlers of seedOrders): public,
 * so a production start refuses a database where an account still has one.
 */
export const DEMO_PASSWORDS: readonly string[] = ['Admin@2026', DEMO];
const ORG = ['ROLE_ORG'];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    password: 'Admin@2026',
    orgCode: '9999',
    roles: ['ROLE_ADMIN'],
    userTypeId: 1,
    mobile: '13800000000',
    contact: '平台管理员',
    note: '平台运营（9999），全部菜单',
  },
  {
    username: 'H21010200001',
    password: DEMO,
    orgCode: 'H21010200001',
    roles: ORG,
    userTypeId: 2,
    mobile: '13800000001',
    contact: '李明',
    note: '医院机构管理员',
  },
  {
    username: 'P21010200002',
    password: DEMO,
    orgCode: 'P21010200002',
    roles: ORG,
    userTypeId: 2,
    mobile: '13800000002',
    contact: '赵敏',
    note: '药店机构管理员',
  },
  {
    username: 'T21010200003',
    password: DEMO,
    orgCode: 'H21010200001',
    roles: ORG,
    userTypeId: 3,
    mobile: '13800000003',
    contact: '孙测试',
    idCard: '210102199001011237',
    note: '登录需身份证号 210102199001011237',
  },
  {
    username: '13900000002',
    password: DEMO,
    orgCode: 'H21010200001',
    roles: ORG,
    userTypeId: 3,
    mobile: '13900000002',
    contact: '周护士',
    note: '手机号用户（可短信登录）',
  },
  {
    username: '13900000008',
    password: DEMO,
    orgCode: 'H21010200001',
    roles: ORG,
    userTypeId: 8,
    mobile: '13900000008',
    contact: '吴经理',
    note: 'userTypeId 8（生成我的客户）',
  },
  {
    username: '13900000009',
    password: DEMO,
    orgCode: 'P21010200002',
    roles: ['ROLE_ORG', 'ROLE_RUSHFREE'],
    userTypeId: 3,
    mobile: '13900000009',
    contact: '郑药师',
    note: 'ROLE_RUSHFREE（冲正免支付）',
  },
  {
    username: 'H21010200009',
    password: DEMO,
    orgCode: 'H21010200009',
    roles: ORG,
    userTypeId: 2,
    mobile: '',
    contact: '',
    note: '机构信息未采集（登录后转机构信息采集）',
  },
];
