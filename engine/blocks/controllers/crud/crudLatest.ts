import type { RefObject } from 'react';
import type { CrudBlock } from '../../../descriptor';
import type { ScreenRuntime } from '../../../screen';
import type { FormData } from '../../../form';
import type { Scope } from '../shared/ScopeContext';

/** The latest screen, scope and block of a crud, read by its stable callbacks. */
export type CrudLatest = RefObject<{ runtime: ScreenRuntime; scope: Scope; block: CrudBlock }>;

/** Reads the query form's data now (set once the query form exists). */
export type QueryReader = RefObject<() => FormData>;
