import { z } from 'zod';
import { okResponse } from '../common';

/**
 * Reading aids in the exam and the live quiz (issue 19 item 3), remembered per student. They say
 * something about the child (a need for larger text, for a dyslexia-friendly font), so they are
 * personal data: kept in the encrypted profile changes, exported and erased with the profile.
 */

export const TEXT_SIZES = ['standard', 'large', 'largest'] as const;
export const TextSize = z.enum(TEXT_SIZES, { error: 'Text size must be standard, large or largest' });
export type TextSize = z.infer<typeof TextSize>;

/** How much larger than the app's own type the question, options and passage are drawn. */
export const TEXT_SCALE: Record<TextSize, number> = { standard: 1, large: 1.25, largest: 1.5 };

/** The speech synthesiser's rate (1 is the voice's normal speed). */
export const READ_ALOUD_RATE = { min: 0.5, max: 1.5, step: 0.25, default: 1 } as const;

export const ReadingAids = z.object({
  textSize: TextSize,
  dyslexiaFont: z.boolean(),
  highContrast: z.boolean(),
  readAloudRate: z
    .number({ error: 'Reading speed must be a number' })
    .min(
      READ_ALOUD_RATE.min,
      `Reading speed must be between ${READ_ALOUD_RATE.min} and ${READ_ALOUD_RATE.max}`,
    )
    .max(
      READ_ALOUD_RATE.max,
      `Reading speed must be between ${READ_ALOUD_RATE.min} and ${READ_ALOUD_RATE.max}`,
    ),
});
export type ReadingAids = z.infer<typeof ReadingAids>;

export const DEFAULT_READING_AIDS: ReadingAids = {
  textSize: 'standard',
  dyslexiaFont: false,
  highContrast: false,
  readAloudRate: READ_ALOUD_RATE.default,
};

/** PUT /profile/reading-aids (students): any aid left out keeps its value. */
export const ReadingAidsRequest = ReadingAids.partial().strict();
export type ReadingAidsRequest = z.infer<typeof ReadingAidsRequest>;

/** PUT /profile/reading-aids */
export const ReadingAidsResponse = okResponse({ readingAids: ReadingAids, message: z.string() });

export const READING_AIDS_SAVED = 'Reading aids saved';
export const READING_AIDS_STUDENTS_ONLY = 'Reading aids are for students';

/** The student's aids: those they chose, any aid they never set at its default. */
export function readingAidsOf(stored: Partial<ReadingAids> | null | undefined): ReadingAids {
  const parsed = ReadingAids.partial().safeParse(stored ?? {});
  return { ...DEFAULT_READING_AIDS, ...(parsed.success ? parsed.data : {}) };
}

/** The words the reading aids use, in the exam and the quiz alike. */
export const READING_AID_LABELS = {
  menu: 'Reading aids',
  textSize: 'Text size',
  sizes: { standard: 'Standard', large: 'Large', largest: 'Largest' } satisfies Record<TextSize, string>,
  dyslexiaFont: 'Dyslexia-friendly font and spacing',
  highContrast: 'High contrast',
  readAloud: 'Read aloud',
  readPassage: 'Read passage aloud',
  pause: 'Pause reading',
  resume: 'Resume reading',
  stop: 'Stop reading',
  rate: 'Reading speed',
  readAloudOff: 'Read aloud is switched off for this exam',
} as const;
