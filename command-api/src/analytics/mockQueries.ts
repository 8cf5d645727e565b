import { createHash } from 'node:crypto';
import type { MockSitting, MockStudentRow, MockSummary, MockResults } from '@portal/contracts';
import { MOCK_MESSAGES, mockResults, resultsAvailableAt } from '@portal/contracts';
import { NotFoundError } from '@portal/platform';
import type { ExamScheduleDocument, ScheduleAnalyticsDocument } from '@portal/projections';
import { isLiveUser } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { graceMinutesOf } from '../attempts/grace';
import { longestAccommodation } from '../attempts/resultsRelease';
import { analyticsAllowed } from './access';
import { analyticsCollections } from './readModels';

/** One mock: the tutor's live schedules sharing a mock name, grouped into papers by exam. */
export interface MockGroup {
  summary: MockSummary;
  schedules: ExamScheduleDocument[];
}

/** Names match whatever the letter case and spacing: "Mock 1 " and "mock  1" are one mock. */
export const mockKeyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A stable id from the tutor and the mock's name (no store of its own: the schedules are the mock). */
export const mockIdOf = (tutorId: string, name: string) =>
  createHash('sha256')
    .update(`${tutorId}\n${mockKeyOf(name)}`)
    .digest('hex')
    .slice(0, 24);

/** How long a child's own view may reuse a mock's computed results, and how many mocks are kept. */
export const SHARED_RESULTS_MS = 60_000;
const SHARED_RESULTS_KEPT = 50;

type MockComputed = { results: MockResults; rows: MockStudentRow[] };

/** The mock a schedule is a paper of, or null when it is none. */
const mockIdOfSchedule = (schedule: ExamScheduleDocument): string | null =>
  schedule.settings.mock ? mockIdOf(schedule.tutorId, schedule.settings.mock.name) : null;

const MOCK_FILTER = { 'settings.mock': { $ne: null }, status: { $ne: 'cancelled' } };

/** The mocks' reads, shared by the tutor's table, its CSV and a child's own view. */
export function mockQueries(deps: Pick<ApiDeps, 'readModels' | 'now'>) {
  const { schedules, scheduleAnalytics, users } = analyticsCollections(deps.readModels);

  /** Every window of the schedule closed: completed, or past its end + grace + the longest accommodation. */
  const closed = async (schedule: ExamScheduleDocument, now: Date): Promise<boolean> => {
    if (schedule.status === 'completed') {
      return true;
    }
    const base = {
      showResultsImmediately: false,
      scheduledEndTime: schedule.scheduledEndTime,
      gracePeriodMinutes: graceMinutesOf(schedule),
      resultsReleasedAt: null,
    };
    const accommodationMinutes = await longestAccommodation(deps.readModels, schedule, null);
    const at = resultsAvailableAt({ ...base, accommodationMinutes });
    return at !== null && Date.parse(at) <= now.getTime();
  };

  /** Groups schedules (of any tutors) into mocks, newest first. */
  const groupsOf = async (found: readonly ExamScheduleDocument[], now: Date): Promise<MockGroup[]> => {
    const byMock = new Map<string, ExamScheduleDocument[]>();
    for (const schedule of found) {
      const id = mockIdOfSchedule(schedule);
      if (id !== null) {
        byMock.set(id, [...(byMock.get(id) ?? []), schedule]);
      }
    }
    const groups = await Promise.all(
      [...byMock].map(async ([mockId, members]) => {
        // the name as first typed (tidied): later papers may spell it "autumn  MOCK"
        const first = members.reduce((a, b) => (b.createdAt < a.createdAt ? b : a));
        const targets = members.flatMap((member) => member.settings.mock?.targetScore ?? []);
        const closedFlags = await Promise.all(members.map((member) => closed(member, now)));
        const papers = new Map<string, MockSummary['papers'][number]>();
        members.forEach((member, index) => {
          const paper = papers.get(member.examId) ?? {
            examId: member.examId,
            title: member.exam.title,
            scheduleIds: [],
            closed: true,
          };
          paper.scheduleIds.push(member._id);
          paper.closed = paper.closed && closedFlags[index] === true;
          papers.set(member.examId, paper);
        });
        const starts = members.flatMap((member) => member.scheduledStartTime ?? []).sort();
        const summary: MockSummary = {
          mockId,
          name: (first.settings.mock?.name ?? '').trim().replace(/\s+/g, ' '),
          tutorId: first.tutorId,
          targetScore: targets.length > 0 ? Math.max(...targets) : null,
          papers: [...papers.values()].sort((a, b) => a.title.localeCompare(b.title)),
          startsAt: starts[0] ?? null,
          studentCount: new Set(members.flatMap((member) => member.studentIds)).size,
          closed: closedFlags.every(Boolean),
        };
        return { summary, schedules: members };
      }),
    );
    return groups.sort((a, b) => (b.summary.startsAt ?? '').localeCompare(a.summary.startsAt ?? ''));
  };

  /** The mocks a tutor (own) or an admin (organisation's) may see. */
  const mocksOf = async (caller: Caller, now: Date): Promise<MockGroup[]> => {
    const scope =
      caller.role === 'tutor'
        ? { organisationId: caller.organisationId, tutorId: caller.userId }
        : { organisationId: caller.organisationId };
    return groupsOf(await schedules.find({ ...scope, ...MOCK_FILTER }).toArray(), now);
  };

  const mockOf = async (caller: Caller, mockId: string, now: Date): Promise<MockGroup> => {
    const group = (await mocksOf(caller, now)).find((mock) => mock.summary.mockId === mockId);
    if (!group) {
      throw new NotFoundError(MOCK_MESSAGES.notFound);
    }
    return group;
  };

  /** The mocks one student sat or is down to sit, each with its whole cohort (the norm group). */
  const mocksOfStudent = async (
    organisationId: string,
    studentId: string,
    now: Date,
  ): Promise<MockGroup[]> => {
    const own = await schedules.find({ organisationId, studentIds: studentId, ...MOCK_FILTER }).toArray();
    const tutors = [...new Set(own.map((schedule) => schedule.tutorId))];
    const ids = new Set(own.flatMap((schedule) => mockIdOfSchedule(schedule) ?? []));
    const all = await schedules.find({ organisationId, tutorId: { $in: tutors }, ...MOCK_FILTER }).toArray();
    // only this child's mocks are grouped (and their windows checked), not every mock of the tutors
    return groupsOf(
      all.filter((schedule) => ids.has(mockIdOfSchedule(schedule) ?? '')),
      now,
    );
  };

  /**
   * The computed results of a mock and a row per assigned student (live accounts only; an erased
   * child is gone from the cohort with their date of birth). Students who restrict analytics are
   * left out of every cohort and listed without figures.
   */
  const resultsOf = async (group: MockGroup): Promise<MockComputed> => {
    const studentIds = [...new Set(group.schedules.flatMap((schedule) => schedule.studentIds))];
    const people = new Map(
      (await users.find({ _id: { $in: studentIds } }).toArray())
        .filter(isLiveUser)
        .map((user) => [user._id, user]),
    );
    const allowed = await analyticsAllowed(deps.readModels, [...people.keys()]);
    const analytics = await scheduleAnalytics
      .find({ _id: { $in: group.schedules.map((schedule) => schedule._id) } })
      .toArray();
    const analyticsOf = new Map(analytics.map((document) => [document._id, document]));
    const results = mockResults({
      papers: group.summary.papers.map((paper) => ({
        examId: paper.examId,
        title: paper.title,
        sittings: firstSittings(
          paper.scheduleIds.flatMap((id) => analyticsOf.get(id) ?? []),
          (studentId) => people.has(studentId) && allowed.has(studentId),
        ),
      })),
      datesOfBirth: new Map([...people].map(([id, person]) => [id, person.dateOfBirth ?? null])),
      targetScore: group.summary.targetScore,
    });
    const byStudent = new Map(results.students.map((student) => [student.studentId, student]));
    const rows = [...people.values()]
      .map((person): MockStudentRow => {
        const result = byStudent.get(person._id);
        return {
          studentId: person._id,
          name: `${person.firstName} ${person.lastName}`.trim(),
          restricted: !allowed.has(person._id),
          papers: result?.papers ?? {},
          combined: result?.combined ?? null,
          overall: result?.overall ?? null,
          target: result?.target ?? null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.studentId.localeCompare(b.studentId));
    return { results, rows };
  };

  /**
   * The same results for a child's or a parent's own view, shared for a minute of business time:
   * when a mock of 5,000 is released, every family opening it would otherwise recompute the whole
   * cohort (about 0.7 s each, bench/mock-sas.ts). The tutor's table and CSV always recompute.
   */
  const cache = new Map<string, { at: number; value: Promise<MockComputed> }>();
  const sharedResultsOf = (group: MockGroup, now: Date): Promise<MockComputed> => {
    // what the figures depend on: the papers' schedules and the target (not a schedule's status or
    // updatedAt, which the completion sweeper changes without changing a score)
    const key = `${group.summary.mockId}:${group.summary.targetScore}:${group.schedules
      .map((schedule) => `${schedule._id}@${schedule.examId}`)
      .join(',')}`;
    const known = cache.get(key);
    const age = known ? now.getTime() - known.at : Infinity;
    if (known && age >= 0 && age < SHARED_RESULTS_MS) {
      return known.value;
    }
    const value = resultsOf(group);
    value.catch(() => cache.delete(key));
    cache.delete(key);
    cache.set(key, { at: now.getTime(), value });
    for (const oldest of cache.keys()) {
      if (cache.size <= SHARED_RESULTS_KEPT) {
        break;
      }
      cache.delete(oldest);
    }
    return value;
  };

  return { mocksOf, mockOf, mocksOfStudent, resultsOf, sharedResultsOf };
}

/** Per student, their first completed attempt across the paper's schedules (a retake is practice, not a sitting). */
export function firstSittings(
  documents: readonly ScheduleAnalyticsDocument[],
  counts: (studentId: string) => boolean,
): MockSitting[] {
  const first = new Map<string, { sitting: MockSitting; endTime: string }>();
  for (const document of documents) {
    for (const student of document.students) {
      if (!counts(student.studentId)) {
        continue;
      }
      for (const attempt of student.attempts) {
        const known = first.get(student.studentId);
        if (!known || attempt.endTime < known.endTime) {
          const { score, totalMarks, percentage, startTime, isMakeup } = attempt;
          first.set(student.studentId, {
            sitting: { studentId: student.studentId, score, totalMarks, percentage, startTime, isMakeup },
            endTime: attempt.endTime,
          });
        }
      }
    }
  }
  return [...first.values()].map(({ sitting }) => sitting);
}

export type MockQueries = ReturnType<typeof mockQueries>;
