/**
 * Messages wait for the press. Leaving a field shows or hides its message, and a message moves what
 * is below it. When the field is left because the pointer was pressed on a button (确定, 查询, a row's
 * 操作), the button would move between press and release and the click would be lost. So every form
 * renderer hands its leave-the-field work to `afterPress`: with no press under way it runs at once;
 * during a press it runs once the pointer is released and its click has been handled, so the page
 * holds still from press to release. Keyboard users are never held.
 */

let pressing = false;
let installed = false;
const waiting: (() => void)[] = [];

function release(): void {
  if (!pressing) return;
  // A release and its click are dispatched in one task: what waited runs after the click's handlers.
  setTimeout(() => {
    pressing = false;
    for (const run of waiting.splice(0)) run();
  }, 0);
}

/** Listens for presses on the whole page (once); every form renderer calls it when it mounts. */
export function watchPresses(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener(
    'pointerdown',
    (e) => {
      if (e.isPrimary && e.button === 0) pressing = true;
    },
    true,
  );
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
  // A release outside the window, or a press that opened a native dialog, ends the press too.
  window.addEventListener('blur', release);
}

/** Runs `work` now, or after the pointer pressed at the moment is released and its click is handled. */
export function afterPress(work: () => void): void {
  watchPresses();
  if (pressing) waiting.push(work);
  else work();
}
