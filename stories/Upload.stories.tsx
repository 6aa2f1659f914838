import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { ActionsBlock, DialogBlock, FormBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { hospitalUser } from '../fixtures/fixtures';

const meta = {
  title: 'Actions/Upload 文件上传',
  parameters: { descriptor: { definition: 'UploadAction' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const UPLOAD_PATH = '/commondeal/reconciliation/detail-rec/excel-upd';
const answers = { [`POST ${UPLOAD_PATH}`]: { excelData: [{ setl_id: '400130001' }] } };

/** Picks a file when clicked, checks it (xlsx, 1 MB) and sends it with progress. */
const direct: ActionsBlock = {
  type: 'actions',
  buttons: [
    {
      label: '上传文件',
      kind: 'primary',
      icon: 'UploadOutlined',
      action: {
        type: 'upload',
        method: 'POST',
        path: UPLOAD_PATH,
        accept: ['.xlsx'],
        maxSizeMB: 1,
        resultAs: 'imported',
        success: '上传成功',
      },
    },
  ],
};

/** The 批量导入 flow: the file waits in the dialog's form, 确定 uploads it. */
const importDialog: DialogBlock = {
  title: '批量导入',
  okText: '确定',
  schema: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', title: '导入文件' } },
    errorMessage: { required: { file: '请选择导入文件' } },
  },
  uiSchema: { file: { 'ui:widget': 'file', 'ui:options': { accept: ['.xlsx'], maxSizeMB: 5 } } },
  onSubmit: {
    type: 'upload',
    method: 'POST',
    path: UPLOAD_PATH,
    fileFrom: { var: 'form.file' },
    accept: ['.xlsx'],
    success: '上传成功',
    then: { type: 'closeDialog' },
  },
};
const openDialog: ActionsBlock = {
  type: 'actions',
  buttons: [{ label: '批量导入', action: { type: 'dialog', dialog: 'import' } }],
};

const fileForm: FormBlock = {
  type: 'form',
  id: 'fileForm',
  schema: { type: 'object', properties: { file: { type: 'string', title: '附件' } } },
  uiSchema: {
    file: { 'ui:widget': 'file', 'ui:options': { accept: ['.xlsx', '.csv'], buttonText: '选择附件' } },
  },
};

export const PickAndSend: Story = {
  name: '选择即上传',
  args: { descriptor: screenOf([direct]) },
  parameters: { fakeApp: { user: hospitalUser, answers } },
};
export const InDialog: Story = {
  name: '对话框中选择、确定后上传',
  args: { descriptor: screenOf([openDialog], { dialogs: { import: importDialog } }) },
  parameters: { fakeApp: { user: hospitalUser, answers } },
};
export const FileField: Story = {
  name: '表单中的文件字段（不自动上传）',
  args: { descriptor: screenOf([fileForm]) },
  parameters: { fakeApp: { user: hospitalUser } },
};
