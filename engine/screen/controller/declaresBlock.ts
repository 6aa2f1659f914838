import type { ScreenDescriptor } from '../../descriptor';

/** Whether a block with this id stands anywhere in the descriptor (its blocks or its dialogs). */
export function declaresBlock(descriptor: ScreenDescriptor, id: string): boolean {
  const seen = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(seen);
    if (!node || typeof node !== 'object') return false;
    const record = node as Record<string, unknown>;
    return record.id === id || Object.values(record).some(seen);
  };
  return seen(descriptor.blocks) || seen(descriptor.dialogs);
}
