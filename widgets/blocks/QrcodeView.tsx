import { Flex, QRCode, Typography } from 'antd';
import type { QrcodeBlock } from '../../engine/descriptor';
import { renderTemplate } from '../../engine/expr';
import { useBlockContext } from '../../engine/blocks/controllers';

/** A QR code of a template value, with a caption. */
export function QrcodeView({ block }: { block: QrcodeBlock }) {
  const ctx = useBlockContext();
  const value = renderTemplate(block.value, ctx);
  return (
    <Flex vertical align="center" gap={8}>
      <QRCode
        value={value || '-'}
        size={block.size ?? 160}
        status={value ? 'active' : 'loading'}
        aria-label="二维码"
      />
      {block.caption && (
        <Typography.Text type="secondary">{renderTemplate(block.caption, ctx)}</Typography.Text>
      )}
    </Flex>
  );
}
