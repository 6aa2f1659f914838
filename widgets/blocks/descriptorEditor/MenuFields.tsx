import { Checkbox, Form, Input, InputNumber, Select, Typography } from 'antd';
import type {
  MenuPlacement,
  StudioController,
} from '../../../engine/blocks/controllers/studio/useStudioController';
import { ICON_NAMES } from '../../../engine/lint/consoleTargets';

/** The title a descriptor text names (the menu name's default). */
export const titleOf = (text: string): string => {
  try {
    const title = (JSON.parse(text) as { title?: unknown }).title;
    return typeof title === 'string' ? title : '';
  } catch {
    return '';
  }
};

/** 放入菜单: the group, name, order, icon and roles of the screen's menu entry (no group: the menu is left as it is). */
export function MenuFields({
  studio,
  value,
  onChange,
}: {
  studio: StudioController;
  value: Partial<MenuPlacement>;
  onChange: (v: Partial<MenuPlacement>) => void;
}) {
  const { groups, roles } = studio.menuChoices;
  if (!groups.length)
    return <Typography.Text type="secondary">新界面请先保存草稿，即可选择放入的菜单。</Typography.Text>;
  return (
    <Form layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 19 }}>
      <Form.Item label="上级菜单" extra="不选则不改动菜单">
        <Select
          aria-label="上级菜单"
          allowClear
          placeholder="请选择菜单分组"
          value={value.parentId}
          options={groups.map((g) => ({ value: g.menuId, label: g.menuname }))}
          onChange={(parentId?: number) => onChange({ ...value, parentId })}
        />
      </Form.Item>
      <Form.Item label="菜单名称">
        <Input
          aria-label="菜单名称"
          maxLength={50}
          value={value.name}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="排序号">
        <InputNumber
          aria-label="排序号"
          min={0}
          max={9999}
          value={value.order}
          placeholder="排在最后"
          onChange={(order) => onChange({ ...value, order: order ?? undefined })}
        />
      </Form.Item>
      <Form.Item label="图标">
        <Select
          aria-label="图标"
          allowClear
          showSearch
          value={value.icon || undefined}
          options={ICON_NAMES.map((name) => ({ value: name, label: name }))}
          onChange={(icon?: string) => onChange({ ...value, icon: icon ?? '' })}
        />
      </Form.Item>
      <Form.Item label="可见角色">
        <Checkbox.Group
          aria-label="可见角色"
          value={value.roleIds}
          options={roles.map((r) => ({ value: r.roleId, label: `${r.roleCnname}（${r.roleName}）` }))}
          onChange={(roleIds) => onChange({ ...value, roleIds: roleIds as number[] })}
        />
      </Form.Item>
    </Form>
  );
}
