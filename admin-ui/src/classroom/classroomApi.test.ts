import { describe, expect, it } from 'vitest';
import { SAMPLE_TEMPLATE } from './testTemplate';
import { HttpError } from 'react-admin';
import { QuizTemplateResponse, QuizTemplatesResponse } from '@portal/contracts';
import { AnswerNotUnderstoodError } from '../providers/apiFetch';
import { serverUnavailable, templateListOf } from './classroomApi';

const template = SAMPLE_TEMPLATE;

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
