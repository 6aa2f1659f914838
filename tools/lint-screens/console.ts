import { lintTargets } from '../../widgets/lintTargets';

/** What the lint checks descriptors against on the console's side: shared schemas, icons and widgets. */
export async function loadConsole() {
  return lintTargets();
}
