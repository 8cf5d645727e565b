import { EXAM_TYPE_LABELS, percentScoreText, scoreBand } from '@portal/contracts';

/** Spec 002 §9: score colours, durations, labels (result bands: `resultBand` of @portal/contracts). */

export type ScoreTone = 'success' | 'warning' | 'error';

const TONES: Readonly<Record<ReturnType<typeof scoreBand>, ScoreTone>> = {
  good: 'success',
  moderate: 'warning',
  poor: 'error',
};

/** Score colours: 80 and above green, 60 and above yellow, else red (topic bars use the same). */
export function scoreTone(percentage: number): ScoreTone {
  return TONES[scoreBand(percentage)];
}

/** Percentages are shown rounded to whole numbers. */
export function formatPercent(percentage: number | null | undefined): string {
  return percentScoreText(percentage, '—');
}

/** Tutor hours: minutes divided by 60, one decimal ("1.5"). */
export function tutorHours(hours: number): string {
  return (Math.round(Math.max(0, hours) * 10) / 10).toFixed(1);
}

/** Minutes taken: seconds divided by 60, whole minutes. */
export function wholeMinutes(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / 60);
}

export function minutesLabel(seconds: number): string {
  const minutes = wholeMinutes(seconds);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** "12m 05s" for a single attempt, where seconds matter. */
export function shortDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || seconds <= 0) {
    return '—';
  }
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) {
    return `${h}h ${m}m`;
  }
  return m > 0 ? `${m}m ${String(s).padStart(2, '0')}s` : `${s}s`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "verbal-reasoning" → "Verbal Reasoning"; unknown types are title-cased. */
export function examTypeLabel(type: string): string {
  if (!type) {
    return 'Other';
  }
  return (
    (EXAM_TYPE_LABELS as Readonly<Record<string, string>>)[type] ??
    type
      .split(/[-_\s]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ')
  );
}
