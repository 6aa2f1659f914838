export { lintScreens, schemaProblems } from './lintScreens';
export type { LintInput, LintProblem } from './lintScreens';
export { RouteTable } from './routes';
export type { OpenApiDoc } from './routes';
export { arities } from './arity';
