import { useRef, useState } from 'react';
import { Button, List, Upload } from 'antd';
import { useApp } from '../../engine/app';
import { useScreen } from '../../engine/screen';
import {
  checkFiles,
  DEFAULT_FILE_LIMITS,
  type FileLimits,
  type UploadedEntry,
} from '../../engine/blocks/controllers/form/fileLimits';
import { optionNumber, optionString, type FieldWidgetProps } from './widgetTypes';

function limitsOf(props: FieldWidgetProps): FileLimits {
  const d = DEFAULT_FILE_LIMITS;
  const accept = props.options.accept;
  return {
    accept: Array.isArray(accept) ? accept.map((a) => String(a).toLowerCase()) : d.accept,
    maxSize: optionNumber(props, 'maxSize', d.maxSize),
    maxCount: optionNumber(props, 'maxCount', d.maxCount),
    typeMessage: optionString(props, 'typeMessage', d.typeMessage),
    sizeMessage: optionString(props, 'sizeMessage', d.sizeMessage),
    limitMessage: optionString(props, 'limitMessage', d.limitMessage),
  };
}

const entriesOf = (value: unknown): UploadedEntry[] =>
  Array.isArray(value) ? (value as UploadedEntry[]) : [];

/**
 * A list of uploaded files (`ui:widget: fileList`) whose value is `[{name, url, kind}]`: each chosen file
 * is checked (`ui:options` accept, maxSize, maxCount and their messages), sent to `ui:options.path` as
 * multipart (field `file`) and kept with the URL the server answers. 查看 opens a file with the login.
 */
export function FileListWidget(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, onChange } = props;
  const path = optionString(props, 'path', '');
  const limits = limitsOf(props);
  const { env } = useScreen();
  const app = useApp();
  const [busy, setBusy] = useState(false);
  const current = useRef<UploadedEntry[]>(entriesOf(value));
  current.current = entriesOf(value);
  const files = current.current;

  const send = async (batch: File[]) => {
    const refused = checkFiles(batch, current.current.length, limits);
    if (refused) return env.toast('warning', refused);
    setBusy(true);
    try {
      const added: UploadedEntry[] = [];
      for (const f of batch) {
        const body = new FormData();
        body.append('file', f, f.name);
        const answer = await env.request<UploadedEntry[]>('POST', path, { body });
        added.push(...(answer ?? []));
      }
      onChange([...current.current, ...added]);
    } catch {
      // the API client showed the server's message (上传失败 or the refusal)
    } finally {
      setBusy(false);
    }
  };

  const open = async (f: UploadedEntry) => {
    if (!app.api.blob) return;
    try {
      const blob = await app.api.blob(f.url);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch {
      env.toast('error', '文件打开失败');
    }
  };

  return (
    <div id={id}>
      {!(disabled || readonly) && (
        <Upload
          multiple
          showUploadList={false}
          accept={limits.accept.map((a) => `.${a}`).join(',')}
          beforeUpload={(file, batch) => {
            // antd calls this once per file of the batch: the batch is sent once, with its first file.
            if (file === batch[0]) void send(batch as File[]);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button loading={busy}>选择文件</Button>
        </Upload>
      )}
      <div style={{ color: 'var(--yb-text-description)', fontSize: 12, margin: '4px 0' }}>
        只能上传 {limits.accept.join('、')} 文件，且不超过 {Math.round(limits.maxSize / 1024)} KB，最多{' '}
        {limits.maxCount} 个
      </div>
      {files.length > 0 && (
        <List
          size="small"
          dataSource={files}
          renderItem={(f, i) => (
            <List.Item
              actions={[
                <Button key="open" type="link" size="small" onClick={() => void open(f)}>
                  查看
                </Button>,
                ...(disabled || readonly
                  ? []
                  : [
                      <Button
                        key="remove"
                        type="link"
                        size="small"
                        danger
                        onClick={() => onChange(files.filter((_, j) => j !== i))}
                      >
                        删除
                      </Button>,
                    ]),
              ]}
            >
              {f.kind === 'image' ? '图片' : '文本'}：{f.name}
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
