import { checkLight } from './lightCheck';
import { validator } from './validator';

/** The light form's validation by ajv compiling the schema (its own chunk, loaded once the form is on screen). */
export const validateLight = checkLight(validator);
