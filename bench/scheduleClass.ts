import { SCHEDULE_LIMITS } from '@portal/contracts';
import type { RequestClient } from '../system/src/testing/consents';

/** One schedule of a class: its id and the students it names. */
export interface ClassSchedule {
  id: string;
  studentIds: string[];
}

/**
 * The exam scheduled for a class now (open since `openedMinutesAgo`, for four hours, 180
 * minutes long), as a tutor does for a cohort: one schedule per SCHEDULE_LIMITS.assigneesMax
 * students, the most one may name.
 */
export async function scheduleClass(
  tutor: RequestClient,
  examId: string,
  studentIds: readonly string[],
  title: string,
  openedMinutesAgo = 1,
): Promise<ClassSchedule[]> {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const schedules: ClassSchedule[] = [];
  for (let from = 0; from < studentIds.length; from += SCHEDULE_LIMITS.assigneesMax) {
    const named = studentIds.slice(from, from + SCHEDULE_LIMITS.assigneesMax);
    const answer = await tutor.request('POST', '/api/exam-schedules', {
      examId,
      title: studentIds.length > named.length ? `${title} (${schedules.length + 1})` : title,
      scheduledStartTime: at(-openedMinutesAgo),
      scheduledEndTime: at(240),
      duration: 180,
      assignmentType: 'individual',
      assigneeIds: named,
      hasSpecificSchedule: true,
      allowDuplicate: true,
    });
    if (answer.status !== 201) {
      throw new Error(`schedule not created: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    schedules.push({ id: (answer.body as { schedule: { id: string } }).schedule.id, studentIds: named });
  }
  return schedules;
}
