import type { Logger } from '@portal/platform';
import type { QuizTemplateInput } from '@portal/contracts';
import { DemoSession } from './seedContent';

/**
 * The demo tutor's saved live quiz (issue 8): ready to host from the classroom's Quiz Builder,
 * so a newcomer can start a live session at once. Original questions for Years 5–6, one per
 * 11+ subject and two more of mathematics; correct letters vary.
 */
export const DEMO_QUIZ_TEMPLATE: QuizTemplateInput = {
  title: '11+ Warm-up: Mixed Skills',
  questions: [
    {
      id: 'warmup-1',
      number: 1,
      text: 'What is 3/4 of 28?',
      options: { A: '7', B: '14', C: '21', D: '24' },
      correctAnswer: 'C',
      timeLimit: 60,
    },
    {
      id: 'warmup-2',
      number: 2,
      text: 'Which word means the same as "rapid"?',
      options: { A: 'Swift', B: 'Steady', C: 'Silent', D: 'Sturdy' },
      correctAnswer: 'A',
      timeLimit: 45,
    },
    {
      id: 'warmup-3',
      number: 3,
      text: 'Which number comes next: 2, 5, 11, 23, ?',
      options: { A: '35', B: '46', C: '47', D: '49' },
      correctAnswer: 'C',
      timeLimit: 60,
    },
    {
      id: 'warmup-4',
      number: 4,
      text: 'A rectangle is 9 cm long and 4 cm wide. What is its perimeter?',
      options: { A: '13 cm', B: '26 cm', C: '36 cm', D: '18 cm' },
      correctAnswer: 'B',
      timeLimit: 60,
    },
    {
      id: 'warmup-5',
      number: 5,
      text: 'Which sentence is punctuated correctly?',
      options: {
        A: 'its raining again.',
        B: 'Where are you going.',
        C: 'The childrens coats were wet.',
        D: 'We bought apples, pears and plums.',
      },
      correctAnswer: 'D',
      timeLimit: 45,
    },
  ],
};

/** Saves the demo quiz through POST /api/classroom/quizzes as the demo tutor. */
export async function seedDemoQuizTemplates(
  baseUrl: string,
  tutor: { email: string; password: string },
  logger: Logger,
): Promise<void> {
  const session = new DemoSession(baseUrl);
  await session.call('POST', '/api/auth/login', { email: tutor.email, password: tutor.password });
  await session.call('POST', '/api/classroom/quizzes', DEMO_QUIZ_TEMPLATE);
  logger.info('demo quiz template saved');
}
