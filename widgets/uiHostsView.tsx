import { useEffect } from 'react';
import { message, Modal } from 'antd';
import { ProgressNotice } from './ProgressNotice';
import type { UiHostApi } from './uiHostApi';

const progressContent: UiHostApi['progressContent'] = (text, cancel) =>
  cancel ? <ProgressNotice text={text} cancel={cancel} /> : text;

/**
 * The holders of antd's messages and modals (their own chunk): drawn inside the ConfigProvider, so
 * the theme and the zh-CN locale apply; hands their APIs over once mounted.
 */
export default function UiHostsView({ onReady }: { onReady: (api: UiHostApi) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(
    () => onReady({ message: messageApi, modal: modalApi, progressContent }),
    [onReady, messageApi, modalApi],
  );
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
