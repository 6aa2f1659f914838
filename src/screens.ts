import type { ScreenDescriptor, ShellDescriptor } from '../engine';
import shellJson from '../screens/shell.json';

/** The screen registry: every `screens/*.screen.json`. A configurator adds a file here, no code. */
export const screens: ScreenDescriptor[] = Object.values(
  import.meta.glob<ScreenDescriptor>('../screens/*.screen.json', { eager: true, import: 'default' }),
);

export const shell = shellJson as unknown as ShellDescriptor;
