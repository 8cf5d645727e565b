import { apiFetch } from '@portal/ui-shared';
import { isRecord } from '../exams/examTypes';
import {
  parseCategories,
  parseOverview,
  parseTrends,
  type CategoryItem,
  type Overview,
  type Period,
  type SubjectFilter,
  type TrendItem,
} from './analyticsLogic';

export interface AnalyticsData {
  overview: Overview;
  trends: TrendItem[];
  categories: CategoryItem[];
}

function field(answer: unknown, name: string): unknown {
  return isRecord(answer) ? answer[name] : undefined;
}

/** GET /progress/overview, /progress/trends and /progress/categories, together. */
export async function fetchAnalytics(
  subject: SubjectFilter,
  period: Period,
  signal?: AbortSignal,
): Promise<AnalyticsData> {
  const type = subject === 'all' ? '' : `&examType=${encodeURIComponent(subject)}`;
  const [overview, trends, categories] = await Promise.all([
    apiFetch<unknown>('/progress/overview', { signal }),
    apiFetch<unknown>(`/progress/trends?period=${period}${type}`, { signal }),
    apiFetch<unknown>(`/progress/categories${type ? `?${type.slice(1)}` : ''}`, { signal }),
  ]);
  return {
    overview: parseOverview(field(overview, 'stats'), subject),
    trends: parseTrends(field(trends, 'trends')),
    categories: parseCategories(field(categories, 'categoryAnalysis')),
  };
}
