import { ActiveSessionItem } from '@portal/contracts';

/** The active sessions the server listed that match the contract (one bad entry hides only itself). */
export function readSessions(raw: unknown): ActiveSessionItem[] {
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw.flatMap((item: unknown) => {
    const parsed = ActiveSessionItem.safeParse(item);
    if (!parsed.success) {
      return [];
    }
    // a session whose quiz has no title yet still needs a name a student can read
    return [
      parsed.data.quizTitle.trim() === '' ? { ...parsed.data, quizTitle: 'Untitled quiz' } : parsed.data,
    ];
  });
}
