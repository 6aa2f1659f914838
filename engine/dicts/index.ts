export { DictStore, dictLabel, dictStoreOf } from './dictStore';
export type { DictEntry, Dicts } from './dictStore';
export { useDicts } from './useDicts';
