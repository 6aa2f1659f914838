import { useCallback, useRef, useState, type RefObject } from 'react';
import type { Action, ScreenDescriptor } from '../../descriptor';
import type { ActionContext, ActionEnv } from '../../actions';
import type { OpenDialog } from '../types';
import { dialogData } from './dialogData';

/** An open dialog and its life, aborted when it closes. */
export interface DialogEntry {
  dialog: OpenDialog;
  life: AbortController;
}

type Run = (action: Action, extra?: Partial<ActionContext>) => Promise<boolean>;

/**
 * The open dialogs of a screen, the top one last, kept in a ref so actions see them at once.
 * A dialog leaving the stack runs its `onClose` through `runRef`.
 */
export function useDialogStack(descriptor: ScreenDescriptor, runRef: RefObject<Run | null>) {
  const [dialogs, setDialogsState] = useState<OpenDialog[]>([]);
  const dialogsRef = useRef<DialogEntry[]>([]);
  const setDialogs = useCallback(
    (next: DialogEntry[]) => {
      const gone = dialogsRef.current.filter((d) => !next.includes(d));
      dialogsRef.current = next;
      setDialogsState(next.map((d) => d.dialog));
      for (const { dialog, life } of gone.reverse()) {
        life.abort();
        const { id, mode, data, block } = dialog;
        if (block.onClose) void runRef.current?.(block.onClose, { dialog: { id, mode, data } });
      }
    },
    [runRef],
  );
  const closeDialog = useCallback(
    (id?: string) => {
      const open = dialogsRef.current;
      const at = id === undefined ? open.length - 1 : open.findIndex((d) => d.dialog.id === id);
      if (at >= 0) setDialogs(open.slice(0, at));
    },
    [setDialogs],
  );
  const openDialog = useCallback<ActionEnv['openDialog']>(
    (id, mode, data, stack) => {
      const block = descriptor.dialogs?.[id];
      if (!block) throw new Error(`界面 "${descriptor.id}" 没有对话框 "${id}"`);
      const opened = { dialog: { id, mode, data: dialogData(data), block }, life: new AbortController() };
      const open = dialogsRef.current;
      setDialogs(stack ? [...open.filter((d) => d.dialog.id !== id), opened] : [opened]);
    },
    [descriptor, setDialogs],
  );
  return { dialogs, dialogsRef, setDialogs, closeDialog, openDialog };
}

export type DialogStack = ReturnType<typeof useDialogStack>;
