import { describe, expect, it } from 'vitest';
import {
  SEARCH_PAGE_SIZE,
  emptyText,
  optionsOf,
  pickedOf,
  searchNote,
  studentSearchPath,
  uniqueStudents,
} from './studentPicker';

const ada = {
  id: 's1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  studentId: 'STU000001',
  email: 'ada@example.org',
};
const alan = {
  id: 's2',
  firstName: 'Alan',
  lastName: 'Turing',
  studentId: 'STU000002',
  email: 'alan@example.org',
};

describe('the student picker (issue 16 item 9: search on the server)', () => {
  it('given nothing typed, then it asks for the first page by surname, no q', () => {
    expect(studentSearchPath('  ')).toBe(
      `/students?page=1&perPage=${SEARCH_PAGE_SIZE}&sort=lastName&order=asc`,
    );
  });

  it('given "  Ada L " typed, then the trimmed search is sent as q, encoded', () => {
    expect(studentSearchPath('  Ada L ')).toBe(
      `/students?page=1&perPage=${SEARCH_PAGE_SIZE}&sort=lastName&order=asc&q=Ada+L`,
    );
  });

  it('given 300 characters typed, then only the 200 the server reads are sent', () => {
    const q = new URLSearchParams(studentSearchPath('x'.repeat(300)).split('?')[1]).get('q');
    expect(q).toHaveLength(200);
  });

  it('shows a student by name with the student number and e-mail', () => {
    expect(pickedOf(ada)).toEqual({ id: 's1', name: 'Ada Lovelace', detail: 'STU000001 · ada@example.org' });
  });

  it('given Ada already chosen, then the options leave her out and keep the server order', () => {
    expect(optionsOf([pickedOf(ada), pickedOf(alan)], [pickedOf(ada)])).toEqual([pickedOf(alan)]);
  });

  it('given 150 students and a page of 20, then it says how to find the other 130; a search with 25 matches says to narrow', () => {
    expect(searchNote({ typed: '', shown: 20, total: 150 })).toBe(
      'Showing 20 of 150 students: type a name, e-mail or student number to find others',
    );
    expect(searchNote({ typed: 'stu', shown: 20, total: 25 })).toBe(
      'Showing 20 of 25 matches: type more of the name to narrow them',
    );
    expect(searchNote({ typed: 'ada', shown: 1, total: 1 })).toBeNull();
  });

  it('says "No students match" for a search without matches and "No students yet" without a search', () => {
    expect(emptyText('zzz')).toBe('No students match');
    expect(emptyText('')).toBe('No students yet');
  });

  it('keeps each chosen student once, in the order chosen', () => {
    expect(uniqueStudents([pickedOf(alan), pickedOf(ada), pickedOf(alan)]).map((s) => s.id)).toEqual([
      's2',
      's1',
    ]);
  });
});
