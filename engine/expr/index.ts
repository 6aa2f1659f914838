export { evaluate, test, knownOperators } from './evaluate';
export { renderTemplate, renderModeText, templatePaths } from './template';
export { buildBody, buildObject } from './mapping';
export { getPath, setPath } from './path';
export { exprVars } from './vars';
export { operators } from './operators';
