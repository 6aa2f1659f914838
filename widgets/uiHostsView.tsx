import { useEffect } from 'react';
import { message, Modal } from 'antd';
import type { UiHostApi } from './uiHostApi';

/**
 * The holders of antd's messages and modals (their own chunk): drawn inside the ConfigProvider, so
 * the theme and the zh-CN locale apply; hands their APIs over once mounted.
 */
export default function UiHostsView({ onReady }: { onReady: (api: UiHostApi) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ message: messageApi, modal: modalApi }), [onReady, messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
