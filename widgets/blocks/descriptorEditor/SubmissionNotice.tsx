import { useState } from 'react';
import { Alert, Button, Modal, Popconfirm, Space } from 'antd';
import type { StudioController } from '../../../engine/blocks/controllers/studio/useStudioController';
import { basedOn, DIFF_HEIGHT } from './StudioPanel';
import { StudioDiff } from './ReadableDiff';

/**
 * Two-person publishing (docs/studio.md): the draft waiting for review, with 查看 (the served version
 * against the submission) and, for an administrator who did not submit it, 发布 and 退回.
 */
export function SubmissionNotice({ studio }: { studio: StudioController }) {
  const [viewing, setViewing] = useState(false);
  const { submission } = studio;
  if (!submission) return null;
  const mayReview = studio.mayPublish && !submission.mine;
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 8 }}
        message={`待审核：${submission.submittedBy} 于 ${submission.submittedAt} 提交`}
        description={
          (submission.comment ? `说明：${submission.comment}。` : '') +
          (submission.mine
            ? '这是您提交的版本，等待另一位管理员发布。'
            : mayReview
              ? '请先查看改动，再发布或退回。发布的是提交的原文，不含编辑器中的修改。'
              : '等待管理员发布。')
        }
        action={
          <Space direction="vertical">
            <Button size="small" onClick={() => setViewing(true)}>
              查看
            </Button>
            {mayReview && (
              <Popconfirm
                title="发布该提交？所有服务器将立即提供它"
                okText="发布"
                cancelText="取消"
                onConfirm={studio.approve}
              >
                <Button size="small" type="primary" loading={studio.busy}>
                  发布提交
                </Button>
              </Popconfirm>
            )}
            {mayReview && (
              <Popconfirm
                title="退回该提交？提交人的草稿会保留"
                okText="退回"
                cancelText="取消"
                onConfirm={() => studio.reject('')}
              >
                <Button size="small" danger>
                  退回
                </Button>
              </Popconfirm>
            )}
          </Space>
        }
      />
      <Modal
        title={`对比：${basedOn(studio)}（左）与待审核的提交（右）`}
        open={viewing}
        footer={null}
        width="90%"
        onCancel={() => setViewing(false)}
        destroyOnHidden
      >
        <StudioDiff
          subject={studio.subject}
          original={studio.servedText ?? ''}
          modified={submission.body}
          height={DIFF_HEIGHT}
          labels={[basedOn(studio), '待审核的提交']}
        />
      </Modal>
    </>
  );
}
