import { getPath } from '../../../expr';

/** A form's mode: `state.<id>.mode` when set to view or edit, else the start mode, else edit. */
export function formMode(state: unknown, id: string, start?: 'view' | 'edit'): 'view' | 'edit' {
  const stateMode = getPath(state, `${id}.mode`);
  return stateMode === 'view' || stateMode === 'edit' ? stateMode : (start ?? 'edit');
}
