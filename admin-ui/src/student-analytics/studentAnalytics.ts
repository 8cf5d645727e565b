import { hasEveryWord, searchWords } from '../common/searchWords';
import type { AnalyticsStudent, TrendPoint } from './tutorAnalyticsApi';

/** The list's search: name, e-mail, group or year, case-insensitive; every word must match. */
export function filterStudents(students: readonly AnalyticsStudent[], search: string): AnalyticsStudent[] {
  const words = searchWords(search);
  if (words.length === 0) {
    return [...students];
  }
  return students.filter((student) =>
    hasEveryWord(
      [student.name, student.email, student.groupName ?? '', student.grade.replace(/-/g, ' ')].join(' '),
      words,
    ),
  );
}

/** The trend chart: one point per day (the average of that day's exams), the latest 12 days. */
export function trendSeries(points: readonly TrendPoint[], maxDates = 12): { date: string; score: number }[] {
  const byDay = new Map<string, number[]>();
  for (const point of points) {
    const day = point.date.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), point.score]);
  }
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-maxDates)
    .map(([date, scores]) => ({
      date,
      score: Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
    }));
}

/** "Year 6" from "year-6"; "Mixed" from "mixed". */
export function gradeLabel(grade: string): string {
  if (!grade) {
    return '';
  }
  const year = /^year-(\d+)$/.exec(grade);
  return year ? `Year ${year[1]}` : grade[0]!.toUpperCase() + grade.slice(1);
}
