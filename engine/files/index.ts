export { checkFiles, fileMessages } from './fileRules';
export type { FileRules } from './fileRules';
export { heldFile, heldFileName, holdFile, releaseFile } from './fileStore';
