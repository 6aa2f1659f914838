/** The demo menu tree: every route of both spec documents, grouped, with the roles that see each. */

export interface SeedMenu {
  menuname: string;
  icon: string;
  /** Leaves: [route, name, roles besides ROLE_ADMIN that see it]. */
  children: ReadonlyArray<readonly [string, string, readonly string[]]>;
}

const ORG = ['ROLE_ORG'] as const;
const NONE = [] as const;

export const SEED_MENUS: readonly SeedMenu[] = [
  { menuname: '交易办理', icon: 'AppstoreOutlined', children: [['/home/handle', '交易列表', ORG]] },
  {
    menuname: '对账管理',
    icon: 'AccountBookOutlined',
    children: [
      ['/home/detailRec', '结算明细对账', ORG],
      ['/home/checkImpact', '对账冲正查询', ORG],
      ['/home/recLog', '对账日志', ORG],
      ['/home/reconciliation', '对账与冲正', ORG],
      ['/home/sumRec', '结算总账对账查询', ORG],
      ['/home/remoteRush', '异地冲正', ORG],
      ['/home/transLog', '交易日志', ORG],
    ],
  },
  {
    menuname: '安全码管理',
    icon: 'SafetyCertificateOutlined',
    children: [
      ['/home/secApprove', '安全码审批', NONE],
      ['/home/secImport', '安全码导入', NONE],
      ['/home/secApply', '安全码申请', ORG],
      ['/home/secMaintain', '安全码维护', ORG],
      ['/home/appKeyApply', '结算单操作码申请', ORG],
      ['/home/appKeyApprove', '结算单操作码审批', NONE],
    ],
  },
  {
    menuname: '服务单',
    icon: 'ProfileOutlined',
    children: [
      ['/home/orderApply', '服务单申请', ORG],
      ['/home/orderSort', '服务单分类', NONE],
      ['/home/orderHandle', '服务单办理', NONE],
      ['/home/orderTemplate', '模板自定义', NONE],
    ],
  },
  { menuname: '病案上传', icon: 'CloudUploadOutlined', children: [['/home/caseUpload', '病案列表', ORG]] },
  {
    menuname: '系统管理',
    icon: 'SettingOutlined',
    children: [
      ['/home/menuIndex', '菜单管理', NONE],
      ['/home/roleIndex', '角色管理', NONE],
      ['/home/userIndex', '用户管理', NONE],
      ['/home/changePass', '修改密码', ORG],
      ['/home/infoMaintenance', '用户信息维护', ORG],
      ['/home/orginfocollect', '机构信息采集', ORG],
      ['/home/screenPreview', '界面预览', NONE],
      ['/home/screenStudio', '界面工作台', ['ROLE_CONFIG']],
    ],
  },
];
