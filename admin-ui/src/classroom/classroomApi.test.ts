import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { SAMPLE_QUIZ } from '@portal/contracts';
import { QuizTemplateResponse, QuizTemplatesResponse } from '@portal/contracts';
import { AnswerNotUnderstoodError } from '../providers/apiFetch';
import { serverUnavailable, templateListOf } from './classroomApi';

const template = {
  id: 'tpl-1',
  title: 'Fractions',
  questions: SAMPLE_QUIZ.questions,
  totalQuestions: 3,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

describe('classroom quiz API answers', () => {
  it('reads {quizzes, total}: complete unless the server holds more', () => {
    expect(templateListOf({ success: true, quizzes: [template], total: 1 })).toEqual({
      quizzes: [template],
      complete: true,
    });
    expect(templateListOf({ success: true, quizzes: [template], total: 120 }).complete).toBe(false);
  });

  it('an answer without its quizzes, or a template without questions, is not understood', () => {
    expect(QuizTemplatesResponse.safeParse({ success: true, items: [] }).success).toBe(false);
    expect(QuizTemplatesResponse.safeParse(undefined).success).toBe(false);
    expect(QuizTemplateResponse.safeParse({ success: true, quiz: template }).success).toBe(true);
    expect(
      QuizTemplateResponse.safeParse({ success: true, quiz: { ...template, questions: [] } }).success,
    ).toBe(false);
  });

  it('falls back to browser storage on 404, 5xx, no network or an odd answer; not on a refusal', () => {
    expect(serverUnavailable(new HttpError('Not found', 404))).toBe(true);
    expect(serverUnavailable(new HttpError('Bad gateway', 502))).toBe(true);
    expect(serverUnavailable(new HttpError('Unable to connect to server', 0))).toBe(true);
    expect(serverUnavailable(new AnswerNotUnderstoodError('no quizzes', undefined))).toBe(true);
    expect(serverUnavailable(new HttpError('Invalid request', 400))).toBe(false);
    expect(serverUnavailable(new HttpError('Forbidden', 403))).toBe(false);
  });
});
