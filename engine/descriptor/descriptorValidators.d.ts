import type { ValidateFunction } from 'ajv';

/** A screen descriptor (`#/definitions/ScreenDescriptor`), compiled ahead by `npm run gen:schema`. */
export declare const screen: ValidateFunction;
/** The shell descriptor (`#/definitions/ShellDescriptor`), compiled ahead by `npm run gen:schema`. */
export declare const shell: ValidateFunction;
