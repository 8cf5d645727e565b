import { ANALYTICS_MESSAGES } from '@portal/contracts';
import { NotFoundError } from '@portal/platform';
import { isLiveUser } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { analyticsAllowed, scheduleScope } from './access';
import { analyticsCollections } from './readModels';
import { byStudentName, completedByStudent, rosterEntryOf, statisticsOf } from './scheduleRoster';

/** The reads Scheduled Exam Analytics shares between its routes. */
export function scheduleAnalyticsQueries(deps: ApiDeps) {
  const collections = analyticsCollections(deps.readModels);
  const { schedules, scheduleAnalytics, attempts, users } = collections;

  /** A schedule in the caller's view and the students of it they may see (a parent: their children). */
  const scheduleOf = async (caller: Caller, id: string) => {
    const { filter, children } = await scheduleScope(deps.readModels, caller);
    const schedule = await schedules.findOne({ ...filter, _id: id });
    if (!schedule) {
      throw new NotFoundError(ANALYTICS_MESSAGES.scheduleNotFound);
    }
    const studentIds = children ? schedule.studentIds.filter((s) => children.has(s)) : schedule.studentIds;
    return { schedule, studentIds };
  };

  /** Students with a running attempt, per schedule. */
  const runningBySchedule = async (scheduleIds: readonly string[]) => {
    const running = await attempts
      .find(
        { scheduleId: { $in: [...scheduleIds] }, status: 'in_progress' },
        { projection: { _id: 1, scheduleId: 1, studentId: 1 } },
      )
      .toArray();
    const map = new Map<string, Set<string>>();
    for (const attempt of running) {
      const set = map.get(attempt.scheduleId ?? '') ?? new Set<string>();
      set.add(attempt.studentId);
      map.set(attempt.scheduleId ?? '', set);
    }
    return map;
  };

  /** The roster: every student of the schedule in view with their attempts (a list of results). */
  const rosterOf = async (caller: Caller, id: string) => {
    const { schedule, studentIds } = await scheduleOf(caller, id);
    const row = await scheduleAnalytics.findOne({ _id: id });
    const running = await attempts
      .find({ scheduleId: id, status: 'in_progress', studentId: { $in: studentIds } })
      .toArray();
    const people = new Map(
      (await users.find({ _id: { $in: studentIds } }).toArray())
        .filter(isLiveUser)
        .map((user) => [user._id, user]),
    );
    const allowed = await analyticsAllowed(deps.readModels, studentIds);
    const completedOf = completedByStudent(row);
    const students = studentIds.flatMap((studentId) => {
      const person = people.get(studentId);
      if (!person) {
        return [];
      }
      const open = running.filter((attempt) => attempt.studentId === studentId);
      return [rosterEntryOf(person, completedOf.get(studentId) ?? [], open, !allowed.has(studentId))];
    });
    students.sort(byStudentName);
    const statistics = statisticsOf(
      studentIds.filter((studentId) => allowed.has(studentId)),
      row ?? undefined,
      new Set(running.map((attempt) => attempt.studentId)),
    );
    return { schedule, students, statistics, row, allowed };
  };

  return { ...collections, scheduleOf, runningBySchedule, rosterOf };
}

export type ScheduleAnalyticsQueries = ReturnType<typeof scheduleAnalyticsQueries>;
