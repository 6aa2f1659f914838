/** Dialog data without null and empty values: a form shows them as empty fields. */
export function dialogData(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
}
