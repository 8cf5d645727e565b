import type {
  Exam,
  ExamType,
  Passage,
  PickedQuestion,
  PracticeSetKind,
  PracticeSetQuestion,
  Question,
} from '@portal/contracts';
import { PRACTICE_SET_TITLES, practiceSetMinutes } from '@portal/contracts';
import type { ExamDocument } from '../../exams/views';

/** A paper a set's questions come from, with its questions and answer keys. */
export type SourceExam = Pick<ExamDocument, 'examType' | 'settings' | 'questions' | 'passages'>;
/** The papers by id. */
export type SourceExams = ReadonlyMap<string, SourceExam>;

/** The most common subject of the set's papers (a tie: the first met), so the exam copy stays an Exam. */
function subjectOf(picked: readonly PickedQuestion[], exams: SourceExams): ExamType {
  const counts = new Map<ExamType, number>();
  for (const question of picked) {
    const type = exams.get(question.examId)?.examType;
    if (type) {
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
  }
  let best: ExamType = 'mathematics';
  let most = 0;
  for (const [type, count] of counts) {
    if (count > most) {
      best = type;
      most = count;
    }
  }
  return best;
}

const joinedNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

function descriptionOf(kind: PracticeSetKind, targetCategories: readonly string[]): string {
  switch (kind) {
    case 'weak-topics':
      return targetCategories.length > 0
        ? `Questions picked from the topics you find hardest: ${joinedNames(targetCategories)}.`
        : 'Questions picked from your tutor’s practice papers.';
    case 'mistakes':
      return 'Questions you got wrong before. Answer each one correctly on two different days to clear it.';
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
}

/**
 * A practice set as an exam (pure): the chosen questions copied from their papers with their
 * answer keys, numbered `q1`, `q2`… (ids of two papers may clash), their passages renumbered
 * `p1`, `p2`…; the set's id is the exam's. Calculator and notes only when every paper allows them;
 * the timer shows and the student may go back. The time is practiceSetMinutes.
 */
export function practiceSetExam(input: {
  setId: string;
  kind: PracticeSetKind;
  tutorId: string;
  picked: readonly PickedQuestion[];
  targetCategories: readonly string[];
  exams: SourceExams;
  builtAt: string;
}): { exam: Exam; questions: PracticeSetQuestion[] } {
  const passages: Passage[] = [];
  const passageIds = new Map<string, string>();
  const questions: Question[] = [];
  const sources: PracticeSetQuestion[] = [];
  for (const pick of input.picked) {
    const paper = input.exams.get(pick.examId);
    const source = paper?.questions.find((question) => question.id === pick.questionId);
    if (!paper || !source) {
      continue;
    }
    let passageId: string | null = null;
    if (source.passageId !== null) {
      const key = `${pick.examId}\u0000${source.passageId}`;
      const passage = paper.passages.find((candidate) => candidate.id === source.passageId);
      passageId = passageIds.get(key) ?? null;
      if (passageId === null && passage) {
        passageId = `p${passages.length + 1}`;
        passageIds.set(key, passageId);
        passages.push({ ...passage, id: passageId });
      }
    }
    const questionId = `q${questions.length + 1}`;
    questions.push({ ...source, id: questionId, passageId });
    sources.push({
      questionId,
      sourceExamId: pick.examId,
      sourceQuestionId: pick.questionId,
      category: source.category,
      reason: pick.reason,
    });
  }
  const papers = [...new Set(sources.map((source) => source.sourceExamId))].map((id) => input.exams.get(id)!);
  const minutes = practiceSetMinutes(questions.length);
  const totalMarks = questions.reduce((sum, question) => sum + question.marks, 0);
  return {
    questions: sources,
    exam: {
      id: input.setId,
      tutorId: input.tutorId,
      title: PRACTICE_SET_TITLES[input.kind],
      description: descriptionOf(input.kind, input.targetCategories),
      examType: subjectOf(input.picked, input.exams),
      difficulty: 'medium',
      duration: minutes,
      timeLimit: minutes,
      grade: 'mixed',
      questions,
      passages,
      totalMarks,
      passingScore: null,
      settings: {
        allowCalculator: papers.length > 0 && papers.every((paper) => paper.settings.allowCalculator),
        allowNotes: papers.length > 0 && papers.every((paper) => paper.settings.allowNotes),
        showTimer: true,
        preventBacktrack: false,
      },
      isCustom: true,
      isActive: true,
      availableForPractice: false,
      totalQuestions: questions.length,
      targetYear: null,
      examShortName: null,
      imageBasePath: null,
      glAssessmentStyle: null,
      questionCount: questions.length,
      createdAt: input.builtAt,
      updatedAt: input.builtAt,
    },
  };
}
