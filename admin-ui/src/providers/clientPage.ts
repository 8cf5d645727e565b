import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

type Sortable = string | number | boolean | null | undefined;

/** A field's value as it sorts: numbers and booleans as numbers, arrays by their length, text without case. */
function sortValue(record: RaRecord, field: string): Sortable {
  const value: unknown = record[field];
  if (Array.isArray(value)) {
    return value.length;
  }
  if (typeof value === 'boolean') {
    return value ? 1 : 0;
  }
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** Ascending order of two values; empty ones last whichever the direction. */
function compare(a: Sortable, b: Sortable): number {
  if (typeof a === 'number' && typeof b === 'number') {
    return a - b;
  }
  return String(a).localeCompare(String(b), 'en-GB', { sensitivity: 'base', numeric: true });
}

/**
 * One page of a list the API answers whole (a tutor's mock exams): sorted by `params.sort` and cut
 * to `params.pagination` here, the way react-admin asks the server for it. Rows without a value
 * for the sort field go last in either direction; ties keep the API's order.
 */
export function clientPage<T extends RaRecord>(rows: readonly T[], params?: GetListParams): GetListResult<T> {
  const field = params?.sort?.field;
  const direction = params?.sort?.order === 'DESC' ? -1 : 1;
  const sorted = field
    ? [...rows].sort((left, right) => {
        const a = sortValue(left, field);
        const b = sortValue(right, field);
        const aEmpty = a === null || a === undefined || a === '';
        const bEmpty = b === null || b === undefined || b === '';
        if (aEmpty || bEmpty) {
          return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
        }
        return direction * compare(a, b);
      })
    : [...rows];
  const { page, perPage } = params?.pagination ?? { page: 1, perPage: sorted.length || 1 };
  const start = (page - 1) * perPage;
  return { data: sorted.slice(start, start + perPage), total: sorted.length };
}
