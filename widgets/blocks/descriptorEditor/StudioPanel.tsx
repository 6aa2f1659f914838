import { useState } from 'react';
import { Button, Divider, Input, Modal, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
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
} from '../../../engine/blocks/controllers/studio/useStudioController';
import type { EditorProblem } from '../../../engine/blocks/controllers/descriptorEditor/checkDescriptorText';
import { tableEmptyLocale } from '../tableEmpty';
import { StudioDiff } from './ReadableDiff';
import { MenuFields, titleOf } from './MenuFields';
import { extraValues, PublishExtras } from './PublishExtras';

/** Height of the 对比 panes. */
export const DIFF_HEIGHT = 480;

/** What the edits are based on, in words. */
export const basedOn = (studio: StudioController) =>
  studio.baseVersion
    ? `已发布版本 ${studio.baseVersion}`
    : studio.servedText
      ? '出厂文件'
      : `新${studio.subject.noun}`;

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
  const [ticked, setTicked] = useState<string[]>([]);
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
  const review = studio.twoPerson;
  const verb = review ? '提交审核' : '发布';
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
        {(studio.mayPublish || review) && (
          <Tooltip title={blocked ? `检查发现问题，修正后才能${verb}` : undefined}>
            <Button
              size="small"
              type="primary"
              icon={<CloudUploadOutlined />}
              disabled={blocked || studio.busy}
              onClick={openPublish}
            >
              {verb}
            </Button>
          </Tooltip>
        )}
      </Space>
      <Modal
        title={review ? '提交审核' : `发布${studio.subject.noun}`}
        open={publishing}
        okText={verb}
        cancelText="取消"
        confirmLoading={studio.busy}
        onCancel={() => setPublishing(false)}
        onOk={async () => {
          const extras = extraValues(studio, ticked);
          const args = [text, comment.trim(), placement(), ...(extras ? [extras] : [])] as const;
          const sent = review ? await studio.submit(...args) : await studio.publish(...args);
          if (sent) {
            setPublishing(false);
            setComment('');
            setTicked([]);
          }
        }}
      >
        <Typography.Paragraph>
          {review
            ? '已开启双人发布：提交后由另一位管理员审核并发布，发布时按这里填写的说明和菜单位置生效。提交前服务端会检查描述与接口引用。'
            : `发布后所有服务器立即提供新版本，用户刷新页面即可看到。发布前服务端会再次检查${studio.subject.menu ? '描述与接口引用' : '交易元数据'}。`}
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
        <PublishExtras studio={studio} ticked={ticked} onTick={setTicked} />
        {studio.subject.menu && (
          <>
            <Divider titlePlacement="start" plain>
              放入菜单
            </Divider>
            <MenuFields studio={studio} value={menu} onChange={setMenu} />
          </>
        )}
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
          locale={tableEmptyLocale('尚未发布过版本')}
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
          <StudioDiff
            subject={studio.subject}
            original={diff.original}
            modified={text}
            height={DIFF_HEIGHT}
            labels={diff.labels}
          />
        )}
      </Modal>
    </>
  );
}
