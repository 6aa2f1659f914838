import type { ActionContext } from '../../../actions';
import { useScreen } from '../../../screen';
import { useScope } from './ScopeContext';

/** The context a block's templates and predicates read: the screen's, the enclosing scope, `extra`. */
export function useBlockContext(extra?: Partial<ActionContext>): ActionContext {
  const runtime = useScreen();
  const scope = useScope();
  return runtime.context({ ...scope, ...extra });
}
