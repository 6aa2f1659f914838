import { lazyView } from '../../engine/blocks/lazyView';

/**
 * RJSF's form (with ajv) as a chunk of its own, loaded by the first form the light path does not
 * draw (`lightFormFits.ts`): a page whose forms are all light never loads it.
 */
export const LazySchemaForm = lazyView<object>(() => import('./SchemaForm').then((m) => m.SchemaForm));
