/**
 * `like` patterns from what a person typed: `%`, `_` and `\` are taken literally (escaped with `\`,
 * PostgreSQL's default escape character), so 100% finds "100%" and not every row starting with 100.
 * The text is always passed as a parameter, never written into the statement.
 */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows whose column contains the text anywhere. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;

/** Rows whose column starts with the text. */
export const startingWith = (text: string): string => `${escapeLike(text)}%`;
