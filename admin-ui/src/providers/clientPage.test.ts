import { describe, expect, it } from 'vitest';
import { clientPage } from './clientPage';

const rows = [
  { id: 'a', name: 'summer mock', startsAt: '2026-06-01T08:00:00.000Z', papers: [1, 2], closed: true },
  { id: 'b', name: 'Autumn mock', startsAt: null, papers: [1], closed: false },
  { id: 'c', name: 'Mock 10', startsAt: '2026-09-10T08:00:00.000Z', papers: [1, 2, 3], closed: false },
  { id: 'd', name: 'Mock 9', startsAt: '2026-03-10T08:00:00.000Z', papers: [1], closed: true },
];

const ids = (result: { data: { id: unknown }[] }) => result.data.map((row) => row.id);
const sortedBy = (field: string, order: 'ASC' | 'DESC') =>
  ids(clientPage(rows, { pagination: { page: 1, perPage: 25 }, sort: { field, order }, filter: {} }));

describe('clientPage (a whole list paged and sorted in the console)', () => {
  it('given names, then sorted without case and with numbers in order (Mock 9 before Mock 10)', () => {
    expect(sortedBy('name', 'ASC')).toEqual(['b', 'd', 'c', 'a']);
    expect(sortedBy('name', 'DESC')).toEqual(['a', 'c', 'd', 'b']);
  });

  it('given a date missing on one row, then that row goes last in both directions', () => {
    expect(sortedBy('startsAt', 'ASC')).toEqual(['d', 'a', 'c', 'b']);
    expect(sortedBy('startsAt', 'DESC')).toEqual(['c', 'a', 'd', 'b']);
  });

  it('given an array or a flag, then by the count and by false before true', () => {
    expect(sortedBy('papers', 'DESC')).toEqual(['c', 'a', 'b', 'd']);
    expect(sortedBy('closed', 'ASC')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('given page 2 of 3 a page, then the fourth row and the whole count', () => {
    const result = clientPage(rows, {
      pagination: { page: 2, perPage: 3 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [rows[3]], total: 4 });
  });

  it('given no parameters, then every row in the API order', () => {
    expect(ids(clientPage(rows))).toEqual(['a', 'b', 'c', 'd']);
  });
});
