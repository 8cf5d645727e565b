import type { ActiveSessionItem } from '@portal/contracts';

/** The active sessions the server listed, each with a title and a count a student can read. */
export function readSessions(raw: unknown): ActiveSessionItem[] {
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) {
      return [];
    }
    const { id, quizTitle, participantCount } = item as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') {
      return [];
    }
    return [
      {
        id,
        quizTitle: typeof quizTitle === 'string' && quizTitle.trim() !== '' ? quizTitle : 'Untitled quiz',
        participantCount:
          typeof participantCount === 'number' && participantCount >= 0 ? participantCount : 0,
      },
    ];
  });
}
