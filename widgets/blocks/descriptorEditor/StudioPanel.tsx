import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import {
  CloudUploadOutlined,
  DiffOutlined,
  HistoryOutlined,
  RollbackOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import type {
  MenuPlacement,
  StudioController,
  StudioVersion,
} from '../../../engine/blocks/controllers/useStudioController';
import { ICON_NAMES } from '../../../engine/lint/consoleTargets';
import type { EditorProblem } from '../../../engine/blocks/controllers/checkDescriptorText';
import { TextDiff } from './TextDiff';

const DIFF_HEIGHT = 480;

/** What the edits are based on, in words. */
const basedOn = (studio: StudioController) =>
  studio.baseVersion ? `已发布版本 ${studio.baseVersion}` : studio.servedText ? '出厂文件' : '新界面';

/** The title a descriptor text names (the menu name's default). */
const titleOf = (text: string): string => {
  try {
    const title = (JSON.parse(text) as { title?: unknown }).title;
    return typeof title === 'string' ? title : '';
  } catch {
    return '';
  }
};

/** 放入菜单: the group, name, order, icon and roles of the screen's menu entry (no group: the menu is left as it is). */
function MenuFields({
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

/** The buttons of the studio: 保存草稿, 对比, 历史, 发布. */
export function StudioActions({
  studio,
  text,
  problems,
}: {
  studio: StudioController;
  text: string;
  problems: EditorProblem[];
}) {
  const [publishing, setPublishing] = useState(false);
  const [comment, setComment] = useState('');
  const [menu, setMenu] = useState<Partial<MenuPlacement>>({});
  const openPublish = () => {
    setMenu(studio.menu ?? { name: titleOf(text), icon: '', roleIds: [] });
    setPublishing(true);
  };
  const placement = (): MenuPlacement | undefined =>
    menu.parentId === undefined
      ? undefined
      : {
          parentId: menu.parentId,
          name: menu.name?.trim() || titleOf(text) || studio.screenId,
          ...(menu.order === undefined ? {} : { order: menu.order }),
          icon: menu.icon ?? '',
          roleIds: menu.roleIds ?? [],
        };
  const [diff, setDiff] = useState<{ original: string; labels: [string, string] }>();
  const [history, setHistory] = useState<StudioVersion[]>();
  const blocked = problems.length > 0;
  const compareServed = () =>
    setDiff({ original: studio.servedText ?? '', labels: [basedOn(studio), '我的编辑'] });
  const openHistory = async () => setHistory(await studio.versions());
  const showVersion = async (v: StudioVersion) =>
    setDiff({ original: await studio.versionText(v.version), labels: [`版本 ${v.version}`, '我的编辑'] });
  return (
    <>
      <Space wrap>
        <Button
          size="small"
          icon={<SaveOutlined />}
          loading={studio.busy}
          onClick={() => studio.saveDraft(text)}
        >
          保存草稿
        </Button>
        <Button
          size="small"
          icon={<DiffOutlined />}
          disabled={studio.servedText === null}
          onClick={compareServed}
        >
          对比
        </Button>
        <Button size="small" icon={<HistoryOutlined />} disabled={!studio.screenId} onClick={openHistory}>
          历史
        </Button>
        {studio.mayPublish && (
          <Tooltip title={blocked ? '检查发现问题，修正后才能发布' : undefined}>
            <Button
              size="small"
              type="primary"
              icon={<CloudUploadOutlined />}
              disabled={blocked || studio.busy}
              onClick={openPublish}
            >
              发布
            </Button>
          </Tooltip>
        )}
      </Space>
      <Modal
        title="发布界面"
        open={publishing}
        okText="发布"
        cancelText="取消"
        confirmLoading={studio.busy}
        onCancel={() => setPublishing(false)}
        onOk={async () => {
          if (await studio.publish(text, comment.trim(), placement())) {
            setPublishing(false);
            setComment('');
          }
        }}
      >
        <Typography.Paragraph>
          发布后所有服务器立即提供新版本，用户刷新页面即可看到。发布前服务端会再次检查描述与接口引用。
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="发布说明"
          placeholder="发布说明（将记入发布记录）"
          maxLength={200}
          showCount
          rows={3}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        <Divider titlePlacement="start" plain>
          放入菜单
        </Divider>
        <MenuFields studio={studio} value={menu} onChange={setMenu} />
      </Modal>
      <Modal
        title={`历史版本：${studio.screenId}`}
        open={history !== undefined}
        footer={null}
        width={760}
        onCancel={() => setHistory(undefined)}
      >
        <Table<StudioVersion>
          size="small"
          rowKey="version"
          dataSource={history ?? []}
          pagination={{ pageSize: 10 }}
          locale={{ emptyText: '尚未发布过版本' }}
          columns={[
            { title: '版本', dataIndex: 'version', width: 70 },
            { title: '说明', dataIndex: 'comment' },
            { title: '作者', dataIndex: 'author', width: 110 },
            { title: '发布时间', dataIndex: 'createdAt', width: 170 },
            {
              title: '操作',
              width: 150,
              render: (_, v) => (
                <Space>
                  <Button type="link" size="small" onClick={() => showVersion(v)}>
                    对比
                  </Button>
                  {studio.mayPublish && (
                    <Popconfirm
                      title={`把版本 ${v.version} 发布为新版本？`}
                      okText="回滚"
                      cancelText="取消"
                      onConfirm={async () => {
                        if (await studio.rollback(v.version, '')) setHistory(undefined);
                      }}
                    >
                      <Button
                        type="link"
                        size="small"
                        icon={<RollbackOutlined />}
                        disabled={v.version === studio.baseVersion}
                      >
                        回滚
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Modal>
      <Modal
        title={diff ? `对比：${diff.labels[0]}（左）与${diff.labels[1]}（右）` : ''}
        open={diff !== undefined}
        footer={null}
        width="90%"
        onCancel={() => setDiff(undefined)}
        destroyOnHidden
      >
        {diff && (
          <TextDiff original={diff.original} modified={text} height={DIFF_HEIGHT} labels={diff.labels} />
        )}
      </Modal>
    </>
  );
}

/** Above the editor: which screen and version the edits are based on, a conflict, the server's refusal. */
export function StudioStatus({ studio, text }: { studio: StudioController; text: string }) {
  const [comparing, setComparing] = useState(false);
  const { conflict } = studio;
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">
        界面 <code>{studio.screenId || '以描述中的 id 保存'}</code> · 基于：{basedOn(studio)}
        {studio.savedAt ? ` · 草稿保存于 ${studio.savedAt}` : ''}
      </Typography.Text>
      {studio.state === 'failed' && (
        <Alert type="error" showIcon style={{ marginTop: 8 }} message="未能读取该界面，请返回列表后重试" />
      )}
      {studio.archived && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          message="该界面已下线：用户打开时显示“页面不存在”；再次发布即恢复提供"
        />
      )}
      {conflict && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message="该界面已被他人修改"
          description={`${conflict.changedBy ?? '他人'}${conflict.changedAt ? ` 于 ${conflict.changedAt}` : ''} 发布了版本 ${conflict.version}。您的编辑仍在编辑器中：请先对比，再以最新版本为基础继续。`}
          action={
            <Space direction="vertical">
              <Button size="small" onClick={() => setComparing(true)}>
                对比
              </Button>
              <Button size="small" type="primary" onClick={studio.rebase}>
                以最新版本为基础继续
              </Button>
            </Space>
          }
        />
      )}
      {studio.serverProblems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={`服务端检查未通过，发布被拒绝（${studio.serverProblems.length} 处）`}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {studio.serverProblems.map((p, i) => (
                <li key={`${p.path}:${i}`}>
                  {p.path && <code style={{ marginRight: 8 }}>{p.path}</code>}
                  {p.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Modal
        title={`对比：版本 ${conflict?.version ?? ''}（左）与我的编辑（右）`}
        open={comparing && Boolean(conflict)}
        footer={null}
        width="90%"
        onCancel={() => setComparing(false)}
        destroyOnHidden
      >
        {conflict && (
          <TextDiff
            original={conflict.body ?? ''}
            modified={text}
            height={DIFF_HEIGHT}
            labels={[`版本 ${conflict.version}`, '我的编辑']}
          />
        )}
      </Modal>
    </div>
  );
}
