import type { FormBlock } from '../../engine/descriptor';

/** The menu form (MenuInsert) with 保存 posting to /platformmenu/insert (保存成功). */
export const menuForm: FormBlock = {
  type: 'form',
  id: 'menuForm',
  schema: 'MenuInsert',
  buttons: [{ label: '保存', kind: 'primary', action: { type: 'submit', form: 'menuForm' } }],
  onSubmit: {
    type: 'request',
    method: 'POST',
    path: '/commondeal/platformmenu/insert',
    bodyFrom: { var: 'form' },
    success: '保存成功',
  },
};
