import { Select, Space } from 'antd';
import type {
  IdentityOrg,
  PreviewIdentityController,
} from '../../../engine/blocks/controllers/studio/usePreviewIdentity';

const ORG_TYPE_TEXT: Record<number, string> = { 0: '平台', 1: '定点医疗机构', 2: '定点零售药店' };

const orgLabel = (o: IdentityOrg) =>
  `${o.orgCode} ${o.orgName}${o.orgType === undefined ? '' : `（${ORG_TYPE_TEXT[o.orgType] ?? '机构'}）`}`;

/**
 * 预览身份: the role (当前账号: the signed-in account) and, with a role, the organisation the live preview
 * renders as (docs/studio.md).
 */
export function PreviewIdentityPicker({ picker }: { picker: PreviewIdentityController }) {
  const { roles, orgs, identity, ownOrg, setIdentity, searchOrgs } = picker;
  const org = identity?.org ?? ownOrg;
  const orgOptions = [...(org && !orgs.some((o) => o.orgCode === org.orgCode) ? [org] : []), ...orgs];
  const pickRole = (roleName: string) => {
    const role = roles.find((r) => r.roleName === roleName);
    setIdentity(role && org ? { role, org } : undefined);
  };
  const pickOrg = (orgCode: string) => {
    const chosen = orgOptions.find((o) => o.orgCode === orgCode);
    if (identity && chosen) setIdentity({ role: identity.role, org: chosen });
  };
  return (
    <Space size={4} wrap>
      <Select
        size="small"
        aria-label="预览身份"
        style={{ width: 190 }}
        value={identity?.role.roleName ?? ''}
        onChange={pickRole}
        disabled={roles.length === 0}
        options={[
          { value: '', label: '预览身份：当前账号' },
          ...roles.map((r) => ({ value: r.roleName, label: `预览身份：${r.roleCnname}` })),
        ]}
      />
      {identity && (
        <Select
          size="small"
          aria-label="预览机构"
          style={{ width: 260 }}
          showSearch={{ filterOption: false, onSearch: searchOrgs }}
          placeholder="机构编码或名称"
          value={identity.org.orgCode}
          onChange={pickOrg}
          notFoundContent="没有匹配的机构"
          options={orgOptions.map((o) => ({ value: o.orgCode, label: orgLabel(o) }))}
        />
      )}
    </Space>
  );
}
