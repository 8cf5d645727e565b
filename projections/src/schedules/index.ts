import type { AnyProjection } from '../runner/projection';
import { defineProjection } from '../runner/projection';
import { examSchedulesProjection } from './examSchedules.projection';

export type { ExamScheduleDocument } from './examSchedules.projection';

/** The schedules module's read models, registered in allProjections. */
export const schedulesProjections: readonly AnyProjection[] = [defineProjection(examSchedulesProjection)];
