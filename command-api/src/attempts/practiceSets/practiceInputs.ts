import type { AnswerRecord, BankQuestion, CategoryStanding } from '@portal/contracts';
import { categoryAnalysis } from '@portal/contracts';
import type { AttemptDocument, PracticeSetDocument, StudentAnalyticsDocument } from '@portal/projections';
import {
  ATTEMPTS_COLLECTION,
  PRACTICE_SETS_COLLECTION,
  STUDENT_ANALYTICS_COLLECTION,
} from '@portal/projections';
import type { ApiDeps } from '../../deps';
import type { ExamDocument } from '../../exams/views';
import type { Caller } from '../../http/auth';
import { practiceOffer } from '../practiceOffer';
import { answerHistoryOf, standingsOf } from './history';

/** What a selection reads about one student, gathered from the read models. */
export interface PracticeInputs {
  tutorId: string | null;
  /** the papers offered for practice now, with their questions and answer keys */
  exams: ExamDocument[];
  bank: BankQuestion[];
  history: AnswerRecord[];
  standings: CategoryStanding[];
}

/**
 * The bank (the questions of the papers the student may practise now: practiceOffer, the rule a
 * practice start applies), their answer history (completed attempts, practice sets' mapped back
 * to the papers) and their category analysis (all attempts, as GET /progress/categories shows it
 * to the student).
 */
export async function practiceInputs(
  deps: Pick<ApiDeps, 'readModels' | 'now'>,
  caller: Pick<Caller, 'userId' | 'organisationId'>,
): Promise<PracticeInputs> {
  const attempts = deps.readModels.collection<AttemptDocument>(ATTEMPTS_COLLECTION);
  const sets = deps.readModels.collection<PracticeSetDocument>(PRACTICE_SETS_COLLECTION);
  const analytics = deps.readModels.collection<StudentAnalyticsDocument>(STUDENT_ANALYTICS_COLLECTION);
  const [offer, completed, built, figures] = await Promise.all([
    practiceOffer(deps, caller, { withQuestions: true }),
    attempts
      .find({ studentId: caller.userId, status: 'completed' }, { projection: { exam: 0, answers: 0 } })
      .toArray(),
    sets.find({ studentId: caller.userId }).toArray(),
    analytics.findOne({ _id: caller.userId }),
  ]);
  return {
    tutorId: offer.tutorId,
    exams: offer.exams,
    bank: offer.exams.flatMap((exam) =>
      exam.questions.map((question) => ({
        examId: exam._id,
        questionId: question.id,
        category: question.category,
        type: question.type,
      })),
    ),
    history: answerHistoryOf(completed, built),
    standings: standingsOf(categoryAnalysis(figures?.categories ?? [])),
  };
}
