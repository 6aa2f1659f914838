export { explainFalse } from './explain';
export { baseVocabulary, valuesOfSchema, vocabularyOfCrud, vocabularyOfSchema } from './vocabulary';
export type { Term, Vocabulary } from './vocabulary';
export { gateTable, truthTables } from './truthTables';
export { printTruthTables } from './printTruthTables';
export { rowSchemaFromOpenApi } from './rowSchemaFromOpenApi';
export type { GateTable, TruthTable, TruthRow, TruthTableInput } from './truthTables';
export type { Dimension } from './dimensions';
