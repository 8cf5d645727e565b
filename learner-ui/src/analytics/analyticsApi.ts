import {
  ProgressCategoriesResponse,
  ProgressOverviewResponse,
  ProgressTrendsResponse,
  type CategoryAnalysisItem,
  type TrendPoint,
} from '@portal/contracts';
import { apiCall } from '@portal/ui-shared';
import { overviewFor, type Overview, type Period, type SubjectFilter } from './analyticsLogic';

export interface AnalyticsData {
  overview: Overview;
  trends: TrendPoint[];
  categories: CategoryAnalysisItem[];
}

/** GET /progress/overview, /progress/trends and /progress/categories, together. */
export async function fetchAnalytics(
  subject: SubjectFilter,
  period: Period,
  signal?: AbortSignal,
): Promise<AnalyticsData> {
  const type = subject === 'all' ? '' : `&examType=${encodeURIComponent(subject)}`;
  const [overview, trends, categories] = await Promise.all([
    apiCall(ProgressOverviewResponse, '/progress/overview', { signal }),
    apiCall(ProgressTrendsResponse, `/progress/trends?period=${period}${type}`, { signal }),
    apiCall(ProgressCategoriesResponse, `/progress/categories${type ? `?${type.slice(1)}` : ''}`, { signal }),
  ]);
  return {
    overview: overviewFor(overview.stats, subject),
    trends: trends.trends,
    categories: categories.categoryAnalysis,
  };
}
