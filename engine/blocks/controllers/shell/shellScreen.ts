import type { ScreenDescriptor, ShellDescriptor } from '../../../descriptor';

/** The synthetic screen the shell runs its header actions and dialogs in. */
export function shellScreen(shell: ShellDescriptor): ScreenDescriptor {
  return {
    id: 'shell',
    route: '/home',
    title: shell.title,
    layout: 'blank',
    blocks: [],
    dialogs: shell.dialogs,
  };
}
