import type { KeyboardEvent } from 'react';
import type { DesignerCommands } from './useDesignerCommands';

interface History {
  undo(): void;
  redo(): void;
}

/** Whether the key goes to a field being typed in (a text box, a select's search): not a command then. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  // The tree's own focus holder is an input: keys there go to the outline.
  if (el.closest('.ant-tree')) return false;
  return !!el.closest('input, textarea, select, [contenteditable="true"], [role="combobox"]');
}

/**
 * The designer's keys (docs/studio.md, 设计): ↑/↓ move the selection, Delete 删除, Ctrl+D 复制,
 * Alt+↑/↓ 上移/下移, Ctrl+Z 撤销, Ctrl+Shift+Z or Ctrl+Y 重做; none while typing in a field.
 */
export function designerKeyDown(event: KeyboardEvent, commands: DesignerCommands, history: History): void {
  if (typing(event.target)) return;
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  const run = (action: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    action();
  };
  if (ctrl && key === 'z') return run(event.shiftKey ? history.redo : history.undo);
  if (ctrl && key === 'y') return run(history.redo);
  if (ctrl && key === 'd') return run(commands.duplicate);
  if (event.key === 'Delete') return run(commands.remove);
  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
    const by = event.key === 'ArrowUp' ? -1 : 1;
    return run(() => (event.altKey ? commands.shift(by) : commands.step(by)));
  }
}
