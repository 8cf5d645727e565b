import { describe, expect, it } from 'vitest';
import { SAMPLE_QUIZ, type QuizTemplate } from '@portal/contracts';
import { memoryStorage } from './browserStorage';
import {
  TEMPLATES_KEY,
  buildTemplate,
  copyTitle,
  isLocalId,
  mergeTemplates,
  readTemplates,
  upsertTemplate,
  writeTemplates,
} from './templateStorage';

const template = (id: string, updatedAt: string, title = `Quiz ${id}`): QuizTemplate => ({
  id,
  title,
  questions: SAMPLE_QUIZ.questions,
  totalQuestions: SAMPLE_QUIZ.questions.length,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt,
});

const T1 = '2026-03-01T09:00:00.000Z';
const T2 = '2026-03-01T10:00:00.000Z';
const T3 = '2026-03-01T11:00:00.000Z';

describe('templates in browser storage (tutorQuizzes)', () => {
  it("round-trips one tutor's templates, newest first, keeping other tutors' entries", () => {
    const storage = memoryStorage({
      [TEMPLATES_KEY]: JSON.stringify([{ ...template('other', T1), ownerId: 'tutor-2' }]),
    });
    writeTemplates(storage, 'tutor-1', [template('a', T1), template('b', T2)]);
    expect(readTemplates(storage, 'tutor-1').map((item) => item.id)).toEqual(['b', 'a']);
    expect(readTemplates(storage, 'tutor-2').map((item) => item.id)).toEqual(['other']);
    const raw = JSON.parse(storage.data.get(TEMPLATES_KEY)!) as { id: string; ownerId: string }[];
    expect(raw.map((entry) => [entry.id, entry.ownerId])).toEqual([
      ['a', 'tutor-1'],
      ['b', 'tutor-1'],
      ['other', 'tutor-2'],
    ]);
  });

  it('shows entries without an owner and adopts them on the next write', () => {
    const storage = memoryStorage({ [TEMPLATES_KEY]: JSON.stringify([template('legacy', T1)]) });
    const mine = readTemplates(storage, 'tutor-1');
    expect(mine.map((item) => item.id)).toEqual(['legacy']);
    writeTemplates(storage, 'tutor-1', mine);
    expect(readTemplates(storage, 'tutor-2')).toEqual([]);
  });

  it('drops what is not a template and survives junk', () => {
    const storage = memoryStorage({
      [TEMPLATES_KEY]: JSON.stringify([template('ok', T1), { id: 'bad', title: '' }, 42]),
    });
    expect(readTemplates(storage, 'tutor-1').map((item) => item.id)).toEqual(['ok']);
    expect(readTemplates(memoryStorage({ [TEMPLATES_KEY]: '{not json' }), 'tutor-1')).toEqual([]);
    expect(readTemplates(null, 'tutor-1')).toEqual([]);
  });
});

describe('merging browser and server templates', () => {
  it('takes the server list, keeps newer local edits and offline creations, drops deleted ones', () => {
    const local = [
      template('s1', T3, 'edited here'),
      template('s2', T1),
      template('local-x', T2),
      template('gone', T1),
    ];
    const server = [template('s1', T2), template('s2', T2, 'edited elsewhere'), template('s3', T1)];
    const merge = mergeTemplates(local, server);
    expect(merge.templates.map((item) => [item.id, item.title])).toEqual([
      ['s1', 'edited here'],
      ['s2', 'edited elsewhere'],
      ['local-x', 'Quiz local-x'],
      ['s3', 'Quiz s3'],
    ]);
    expect(merge.toUpdate.map((item) => item.id)).toEqual(['s1']);
    expect(merge.toCreate.map((item) => item.id)).toEqual(['local-x']);
  });

  it('a partial server list takes nothing local for deleted', () => {
    const merge = mergeTemplates([template('old', T1), template('s1', T1)], [template('s1', T2)], false);
    expect(merge.templates.map((item) => item.id)).toEqual(['s1', 'old']);
  });

  it('nothing local: the server list as is', () => {
    expect(mergeTemplates([], [template('s1', T1)])).toEqual({
      templates: [template('s1', T1)],
      toCreate: [],
      toUpdate: [],
    });
  });
});

describe('template helpers', () => {
  it('builds a template with totalQuestions', () => {
    const built = buildTemplate(
      { title: 'Shapes', questions: SAMPLE_QUIZ.questions.slice(0, 2) },
      { id: 'local-1', createdAt: T1, updatedAt: T2 },
    );
    expect(built).toMatchObject({
      id: 'local-1',
      title: 'Shapes',
      totalQuestions: 2,
      createdAt: T1,
      updatedAt: T2,
    });
    expect(isLocalId(built.id)).toBe(true);
  });

  it('replaces a local template by the server copy', () => {
    const list = [template('local-1', T1), template('s1', T2)];
    expect(upsertTemplate(list, template('s9', T3), 'local-1').map((item) => item.id)).toEqual(['s9', 's1']);
    expect(upsertTemplate(list, template('s1', T3, 'renamed')).map((item) => item.title)).toEqual([
      'renamed',
      'Quiz local-1',
    ]);
  });

  it('names a copy within the title limit', () => {
    expect(copyTitle('Fractions')).toBe('Fractions (copy)');
    expect(copyTitle('x'.repeat(200))).toHaveLength(200);
  });
});
