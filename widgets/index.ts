export { antdKit, antdBlocks } from './kit';
export { AppProviders } from './AppProviders';
export { createAntdUiPort, useAntdUiPort } from './uiPort';
export { icons, iconNames, iconOf } from './icons';
export type { IconName } from './icons';
export * from './blocks';
export * from './form';
