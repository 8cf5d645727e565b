import { QuestionType, optionLetter } from '@portal/contracts';
import { isRecord, num, str, strOrNull } from '../exams/examTypes';

export interface Passage {
  id: string;
  title: string;
  author: string;
  text: string;
}

export interface ExamQuestion {
  id: string;
  question: string;
  type: QuestionType;
  options: string[];
  marks: number;
  imagePath: string | null;
  category: string;
  passage: Passage | null;
}

export interface ExamPaper {
  id: string;
  title: string;
  examType: string;
  /** minutes */
  timeLimit: number;
  questions: ExamQuestion[];
}

export function questionType(raw: unknown, options: readonly string[]): QuestionType {
  const type = str(raw).toLowerCase().replaceAll('_', '-');
  if ((QuestionType.options as readonly string[]).includes(type)) {
    return type as QuestionType;
  }
  return options.length > 0 ? 'multiple-choice' : 'short-answer';
}

function parsePassage(raw: unknown): Passage | null {
  if (!isRecord(raw)) {
    return null;
  }
  const text = str(raw.text);
  const id = strOrNull(raw.id) ?? strOrNull(raw.title) ?? (text ? `p-${text.length}` : null);
  return id ? { id, title: str(raw.title), author: str(raw.author), text } : null;
}

/** The exam of a start answer (spec 002 §3), questions in order with their passage attached. */
export function parseExamPaper(raw: unknown, fallbackId: string): ExamPaper | null {
  if (!isRecord(raw) || !Array.isArray(raw.questions)) {
    return null;
  }
  const passages = new Map<string, Passage>();
  if (Array.isArray(raw.passages)) {
    for (const entry of raw.passages) {
      const passage = parsePassage(entry);
      if (passage) {
        passages.set(passage.id, passage);
      }
    }
  }
  const questions: ExamQuestion[] = [];
  raw.questions.forEach((entry, index) => {
    if (!isRecord(entry)) {
      return;
    }
    const options = Array.isArray(entry.options)
      ? entry.options.map((option) => str(isRecord(option) ? option.text : option)).filter((o) => o !== '')
      : [];
    const passageId = strOrNull(entry.passageId);
    const inline = str(entry.passageText)
      ? {
          id: passageId ?? `q-${index}`,
          title: str(entry.passageTitle),
          author: str(entry.passageAuthor),
          text: str(entry.passageText),
        }
      : null;
    const type = questionType(entry.type, options);
    questions.push({
      id: strOrNull(entry.id) ?? strOrNull(entry._id) ?? `q${index + 1}`,
      question: str(entry.question) || str(entry.text),
      type,
      options: type === 'true-false' ? ['True', 'False'] : options,
      marks: num(entry.marks, 1),
      imagePath: strOrNull(entry.imagePath),
      category: str(entry.category),
      passage: (passageId ? passages.get(passageId) : undefined) ?? inline,
    });
  });
  return {
    id: strOrNull(raw.id) ?? fallbackId,
    title: str(raw.title, 'Exam'),
    examType: str(raw.examType),
    timeLimit: num(raw.timeLimit, num(raw.duration, 60)),
    questions,
  };
}

/** Multiple-choice answers are stored as letters (spec 002 §5); true/false as the word. */
export function answerValue(question: ExamQuestion, index: number): string {
  return question.type === 'multiple-choice' ? optionLetter(index) : (question.options[index] ?? '');
}

export function isAnswered(answer: string | undefined): boolean {
  return typeof answer === 'string' && answer.trim() !== '';
}

export function unansweredCount(questions: readonly ExamQuestion[], answers: Record<string, string>): number {
  return questions.filter((question) => !isAnswered(answers[question.id])).length;
}
