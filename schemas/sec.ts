/**
 * Security codes and bill-submission operation codes: request bodies shared by the console's forms and the
 * server, and the rows the lists answer.
 */
export * from './secApply';
export * from './secApproval';
export * from './appKeys';
