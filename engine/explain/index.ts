export { explainFalse } from './explain';
export { baseVocabulary, valuesOfSchema, vocabularyOfCrud, vocabularyOfSchema } from './vocabulary';
export type { Term, Vocabulary } from './vocabulary';
export { truthTables, printTruthTables, rowSchemaFromOpenApi } from './truthTables';
export type { TruthTable, TruthRow, Dimension, TruthTableInput } from './truthTables';
