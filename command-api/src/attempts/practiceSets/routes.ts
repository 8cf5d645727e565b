import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { PracticeSetResponse, PracticeSetsOverviewResponse } from '@portal/contracts';
import {
  BuildPracticeSetRequest,
  PRACTICE_SET_ID_PREFIX,
  PRACTICE_SET_MESSAGES,
  PRACTICE_SET_RULES,
  practiceSetStreams,
  selectMistakes,
  selectWeakTopics,
} from '@portal/contracts';
import { ConflictError } from '@portal/platform';
import { PRACTICE_SETS_PROJECTION } from '@portal/projections';
import type { ApiDeps } from '../../deps';
import { callerOf, requireRole } from '../../http/auth';
import { handleSettled } from '../../http/settle';
import { parseOrThrow } from '../../http/validate';
import { practiceSetDecider } from './decider';
import { practiceInputs } from './practiceInputs';

/**
 * Practice sets (issue 20 item 3), students only: what "Practise my weak topics" and "Review my
 * mistakes" would build now, and a build. The set is then sat in the exam view as practice of
 * the exam whose id is the set's (POST /exam-attempts/{setId}/start and the rest, startRoutes).
 */
export function practiceSetRoutes(deps: ApiDeps): Router {
  const router = Router();
  const students = requireRole('student');

  router.get('/practice-sets/overview', students, async (req, res) => {
    const caller = callerOf(req);
    const inputs = await practiceInputs(deps, caller);
    const now = deps.now();
    const everything = {
      bank: inputs.bank,
      history: inputs.history,
      now,
      size: inputs.bank.length,
      seed: '',
    };
    const weak = selectWeakTopics({ ...everything, standings: inputs.standings });
    const percentages = new Map(inputs.standings.map((standing) => [standing.category, standing.percentage]));
    const mistakes = selectMistakes(everything);
    const answer: PracticeSetsOverviewResponse = {
      success: true,
      weakTopics: {
        categories: weak.targetCategories.map((category) => ({
          category,
          percentage: percentages.get(category) ?? null,
        })),
        available: weak.questions.length,
      },
      mistakes: { due: mistakes.due, waiting: mistakes.waiting, cleared: mistakes.cleared },
      papers: inputs.exams.length,
      defaultSize: PRACTICE_SET_RULES.defaultSize,
      minSize: PRACTICE_SET_RULES.minSize,
      maxSize: PRACTICE_SET_RULES.maxSize,
    };
    res.json(answer);
  });

  router.post('/practice-sets', students, async (req, res) => {
    const caller = callerOf(req);
    const body = parseOrThrow(BuildPracticeSetRequest, req.body ?? {});
    const inputs = await practiceInputs(deps, caller);
    if (inputs.tutorId === null) {
      throw new ConflictError(PRACTICE_SET_MESSAGES.noTutor);
    }
    const setId = `${PRACTICE_SET_ID_PREFIX}${randomUUID()}`;
    const result = await handleSettled(
      deps,
      practiceSetDecider,
      practiceSetStreams.set(setId),
      {
        type: 'BuildPracticeSet',
        data: {
          setId,
          organisationId: caller.organisationId,
          studentId: caller.userId,
          tutorId: inputs.tutorId,
          kind: body.kind,
          size: body.size,
          bank: inputs.bank,
          history: inputs.history,
          standings: inputs.standings,
          exams: new Map(inputs.exams.map((exam) => [exam._id, exam])),
        },
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
      { projections: [PRACTICE_SETS_PROJECTION] },
    );
    if (result.state.status !== 'built') {
      throw new ConflictError(PRACTICE_SET_MESSAGES.noQuestions);
    }
    const { set } = result.state;
    deps.logger.info('practice set built', {
      setId,
      studentId: caller.userId,
      kind: set.kind,
      questions: set.questions.length,
    });
    const answer: PracticeSetResponse = {
      success: true,
      practiceSet: {
        id: setId,
        kind: set.kind,
        title: set.exam.title,
        questionCount: set.questions.length,
        durationMinutes: set.exam.duration,
        targetCategories: set.targetCategories,
        categories: [...new Set(set.questions.map((question) => question.category))],
      },
      message: 'Your practice set is ready',
    };
    res.status(201).json(answer);
  });

  return router;
}
