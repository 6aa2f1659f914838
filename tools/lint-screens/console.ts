import { lintTargets } from '../../engine/lint/consoleTargets';

/**
 * What the lint checks descriptors against on the console's side: shared schemas, icons and widgets,
 * as data (no UI library is loaded).
 */
export async function loadConsole() {
  return lintTargets();
}
