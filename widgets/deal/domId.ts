/** The DOM id of a field of a deal form: `<form id>_<node>_<row key>_<field>`. */
export function domId(prefix: string, fieldId: string): string {
  return `${prefix}_${fieldId.replace(/\./g, '_')}`.replace(/[^A-Za-z0-9_-]/g, '');
}
