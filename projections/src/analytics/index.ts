import type { AnyProjection } from '../runner/projection';
import { defineProjection } from '../runner/projection';
import { scheduleAnalyticsProjection } from './scheduleAnalytics.projection';
import { studentAnalyticsProjection } from './studentAnalytics.projection';

export type { StudentAnalyticsDocument } from './studentAnalytics.projection';
export { studentFigures } from './studentAnalytics.projection';
export type { ScheduleAnalyticsDocument } from './scheduleAnalytics.projection';

/** The analytics module's read models, registered in allProjections. */
export const analyticsProjections: readonly AnyProjection[] = [
  defineProjection(studentAnalyticsProjection),
  defineProjection(scheduleAnalyticsProjection),
];
