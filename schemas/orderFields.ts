/** Small builders of the service-ticket schemas: text, required id, 0/1 flag and page fields. */
import { ref } from './ref';
export const str = (title: string, maxLength?: number) =>
  ({ type: 'string', title, ...(maxLength ? { maxLength } : {}) }) as const;
export const id = (title: string, message: string) =>
  ({ type: 'integer', title, minimum: 1, errorMessage: message }) as const;
export const flag = (title: string) => ({ type: 'string', title, enum: ['0', '1'] }) as const;

/** A page of rows of a registered schema. */
export const page = <const S extends { readonly $id: string }>(item: S, title: string) =>
  ({
    type: 'object',
    title,
    properties: {
      records: { type: 'array', items: ref(item) },
      total: { type: 'integer', title: '总条数' },
      size: { type: 'integer', title: '每页条数' },
      current: { type: 'integer', title: '当前页' },
    },
    required: ['records', 'total'],
  }) as const;
