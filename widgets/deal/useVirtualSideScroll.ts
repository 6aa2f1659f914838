import { useEffect, type RefObject } from 'react';

/**
 * Keeps a virtual table's columns in step with its header when the browser scrolls a cell into view
 * sideways (Tab into a column out of view, a failed submit focusing a cell). antd's virtual table
 * scrolls sideways by an offset of its own, moved by the wheel, and clips its rows in a box the
 * browser would otherwise scroll natively, out of step with the header. Such a native scroll is taken
 * back and handed to the table as a sideways wheel of the same distance, so the header, the rows and
 * the table's scroll bar move together.
 */
export function useVirtualSideScroll(wrapper: RefObject<HTMLElement | null>, virtual: boolean): void {
  useEffect(() => {
    const root = wrapper.current;
    if (!virtual || !root) return;
    const onScroll = (e: Event) => {
      const box = e.target;
      // Only the box the rows are clipped in (the holder's child): an input scrolls its own text.
      if (!(box instanceof HTMLElement) || box.scrollLeft === 0) return;
      const holder = box.parentElement;
      if (!holder?.classList.contains('ant-table-tbody-virtual-holder')) return;
      const dx = box.scrollLeft;
      box.scrollLeft = 0;
      holder.dispatchEvent(new WheelEvent('wheel', { deltaX: dx, bubbles: true, cancelable: true }));
    };
    root.addEventListener('scroll', onScroll, true);
    return () => root.removeEventListener('scroll', onScroll, true);
  }, [wrapper, virtual]);
}
