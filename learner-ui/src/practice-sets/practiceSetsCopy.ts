import type { PracticeSetsOverviewResponse } from '@portal/contracts';

type Overview = Pick<PracticeSetsOverviewResponse, 'weakTopics' | 'mistakes' | 'papers'>;

const questions = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

/** The words on the "Practise my weak topics" card, for a child (pure). */
export function weakTopicsCopy(overview: Overview): { text: string; canBuild: boolean } {
  if (overview.papers === 0) {
    return {
      text: 'Your tutor hasn’t shared any practice papers yet. When they do, you can practise here.',
      canBuild: false,
    };
  }
  if (overview.weakTopics.available === 0) {
    return {
      text: 'You’ve answered every practice question correctly in the last 14 days. Brilliant work!',
      canBuild: false,
    };
  }
  const tried = overview.weakTopics.categories.some((topic) => topic.percentage !== null);
  return {
    text: tried
      ? 'Questions from the topics you find hardest, mixed together so they stick. Questions you got right in the last 14 days are left out.'
      : 'Take an exam or two and we’ll find the topics to focus on. Until then, here’s a mix from your tutor’s papers.',
    canBuild: true,
  };
}

/** The words on the "Review my mistakes" card, for a child (pure): encouraging when there is nothing to do. */
export function mistakesCopy(overview: Overview): { title: string; text: string; canBuild: boolean } {
  const { due, waiting, cleared } = overview.mistakes;
  if (due > 0) {
    return {
      title: `${questions(due)} to review`,
      text: 'Get each one right on two different days to clear it for good.',
      canBuild: true,
    };
  }
  if (waiting > 0) {
    return {
      title: 'No mistakes to review right now — well done!',
      text: `${questions(waiting)} will come back tomorrow for one more go, so they really stick.`,
      canBuild: false,
    };
  }
  return {
    title: 'No mistakes to review — well done!',
    text:
      cleared > 0
        ? `You’ve cleared ${questions(cleared)} you once got wrong. Keep it up!`
        : 'When you get a practice question wrong, it will wait for you here.',
    canBuild: false,
  };
}

/** How far the student is through their mistakes: cleared over all they ever had (0–100), null with none. */
export function clearedShare(overview: Overview): number | null {
  const { due, waiting, cleared } = overview.mistakes;
  const all = due + waiting + cleared;
  return all === 0 ? null : Math.round((cleared / all) * 100);
}
