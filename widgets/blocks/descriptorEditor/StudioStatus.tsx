import { useState } from 'react';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import type { StudioController } from '../../../engine/blocks/controllers/studio/useStudioController';
import { basedOn, DIFF_HEIGHT } from './StudioPanel';
import { SubmissionNotice } from './SubmissionNotice';
import { StudioDiff } from './ReadableDiff';

/** Above the editor: which screen and version the edits are based on, a conflict, the server's refusal. */
export function StudioStatus({ studio, text }: { studio: StudioController; text: string }) {
  const [comparing, setComparing] = useState(false);
  const { conflict } = studio;
  const { noun, idKey } = studio.subject;
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">
        {noun} <code>{studio.screenId || `以描述中的 ${idKey} 保存`}</code> · 基于：{basedOn(studio)}
        {studio.savedAt ? ` · 草稿保存于 ${studio.savedAt}` : ''}
      </Typography.Text>
      {studio.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={`未能读取该${noun}，请返回列表后重试`}
        />
      )}
      <SubmissionNotice studio={studio} />
      {studio.archived && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          message={
            studio.subject.menu
              ? '该界面已下线：用户打开时显示“页面不存在”；再次发布即恢复提供'
              : '该交易已下线：交易列表不再提供；再次发布即恢复提供'
          }
        />
      )}
      {conflict && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={`该${noun}已被他人修改`}
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
          <StudioDiff
            subject={studio.subject}
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
