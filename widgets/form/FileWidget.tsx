import { Button, Upload, type UploadFile } from 'antd';
import { useApp } from '../../engine/app';
import { UploadOutlined } from '@ant-design/icons';
import { checkFiles, heldFileName, holdFile, releaseFile, type FileRules } from '../../engine/files';
import { optionString, type FieldWidgetProps } from './widgetTypes';

/** The limits of `ui:options`: accept, maxSizeMB, maxCount, messages. */
function rulesOf(options: FieldWidgetProps['options']): FileRules {
  const accept = Array.isArray(options.accept) ? options.accept.map(String) : undefined;
  const maxSizeMB = typeof options.maxSizeMB === 'number' ? options.maxSizeMB : undefined;
  const messages = options.messages && typeof options.messages === 'object' ? options.messages : undefined;
  return { accept, maxSizeMB, maxCount: 1, messages: messages as FileRules['messages'] };
}

/**
 * A file chosen in a form and NOT uploaded (an `upload` action sends it later with `fileFrom`). The
 * value is a token naming the held file; the choice is checked at once against `ui:options` (accept,
 * maxSizeMB; one file) and refused with its message. `ui:options.buttonText` (default 选择文件).
 */
export function FileWidget(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, options } = props;
  const { ui } = useApp();
  const rules = rulesOf(options);
  const name = heldFileName(value);
  const fileList: UploadFile[] = name ? [{ uid: String(value), name, status: 'done' }] : [];
  return (
    <Upload
      id={id}
      accept={rules.accept?.join(',')}
      fileList={fileList}
      maxCount={1}
      disabled={disabled || readonly}
      // Not uploaded automatically: the file waits in the form.
      beforeUpload={(file) => {
        const problem = checkFiles([file], rules);
        if (problem) {
          ui.toast('warning', problem);
          return Upload.LIST_IGNORE;
        }
        releaseFile(value);
        const token = holdFile(file);
        onChange(token);
        onBlur(id, token);
        return false;
      }}
      onRemove={() => {
        releaseFile(value);
        onChange(undefined);
        onBlur(id, undefined);
      }}
    >
      <Button icon={<UploadOutlined aria-hidden />} disabled={disabled || readonly}>
        {optionString(props, 'buttonText', '选择文件')}
      </Button>
    </Upload>
  );
}
