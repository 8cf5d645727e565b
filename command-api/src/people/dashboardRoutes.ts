import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { Activity, StaffStats } from '@portal/contracts';
import type { ExamType } from '@portal/contracts';
import { ACTIVITY_STYLE, ActivityQuery, EXAM_TYPE_LABELS, STUDENT_GRADES } from '@portal/contracts';
import type { Filter, ReadModelStore } from '@portal/platform';
import { exhaustive, ForbiddenError } from '@portal/platform';
import type { RecentActivityDocument, UserRecord } from '@portal/projections';
import {
  isLiveUser,
  EXAMS_COLLECTION,
  EXAM_SCHEDULES_COLLECTION,
  GROUPS_COLLECTION,
  RECENT_ACTIVITY_COLLECTION,
  USERS_COLLECTION,
} from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { studentIdsInScope, studentScope } from './access';

/**
 * The staff dashboards' figures (spec 001 §2.3), counting only what the caller may see. Groups
 * and exams are the scheduling module's read models (`groups`: tutorId, studentIds; `exams`:
 * tutorId, isActive; `exam_schedules`: studentIds, isActive); an empty collection counts 0.
 */
async function staffStats(readModels: ReadModelStore, caller: Caller): Promise<StaffStats> {
  const users = readModels.collection<UserRecord>(USERS_COLLECTION);
  const groups = readModels.collection(GROUPS_COLLECTION);
  const exams = readModels.collection(EXAMS_COLLECTION);
  const schedules = readModels.collection(EXAM_SCHEDULES_COLLECTION);
  const organisationId = caller.organisationId;
  switch (caller.role) {
    case 'admin': {
      const [totalTutors, totalUsers, totalGroups, activeExams] = await Promise.all([
        users.countDocuments({ organisationId, role: 'tutor', status: 'active' }),
        users.countDocuments({ organisationId, status: 'active' }),
        groups.countDocuments({ organisationId }),
        exams.countDocuments({ organisationId, isActive: true }),
      ]);
      return { totalTutors, totalUsers, totalGroups, activeExams };
    }
    case 'tutor': {
      const [totalUsers, totalGroups, activeExams] = await Promise.all([
        users.countDocuments(await studentScope(readModels, caller)),
        groups.countDocuments({ organisationId, tutorId: caller.userId }),
        exams.countDocuments({ organisationId, tutorId: caller.userId, isActive: true }),
      ]);
      return { totalTutors: 1, totalUsers, totalGroups, activeExams };
    }
    case 'parent': {
      const children = (await users.find(await studentScope(readModels, caller)).toArray()).filter(
        isLiveUser,
      );
      const ids = children.map((child) => child._id);
      const tutors = new Set(children.map((child) => child.tutorId).filter(Boolean));
      const [totalGroups, activeExams] =
        ids.length === 0
          ? [0, 0]
          : await Promise.all([
              groups.countDocuments({ organisationId, studentIds: { $in: ids } }),
              schedules.countDocuments({ organisationId, studentIds: { $in: ids }, isActive: true }),
            ]);
      return { totalTutors: tutors.size, totalUsers: children.length, totalGroups, activeExams };
    }
    case 'student':
    case 'compliance':
      throw new ForbiddenError();
    default:
      return exhaustive(caller.role);
  }
}

function gradeLabel(grade: string | null): string | null {
  return STUDENT_GRADES.find((choice) => choice.value === grade)?.label ?? null;
}

/** Rows of the caller's dashboard: the organisation (admin), their students (tutor), their children (parent). */
async function activityScope(readModels: ReadModelStore, caller: Caller): Promise<Filter> {
  switch (caller.role) {
    case 'admin':
      return { organisationId: caller.organisationId };
    case 'tutor':
      return { organisationId: caller.organisationId, tutorId: caller.userId };
    case 'parent':
    case 'student':
    case 'compliance': {
      const children = await studentIdsInScope(readModels, await studentScope(readModels, caller));
      return {
        organisationId: caller.organisationId,
        $or: [{ studentId: { $in: children } }, { studentIds: { $in: children } }],
      };
    }
  }
}

interface ExamTitle {
  _id: string;
  title: string;
  examType: string;
  questionCount: number;
}
interface ScheduleTitle {
  _id: string;
  title: string;
  isActive: boolean;
  studentIds: string[];
}

/** Documents of one read model by id (the ids a page of activity names). */
async function byId<T extends { _id: string }>(
  readModels: ReadModelStore,
  collection: string,
  ids: (string | null | undefined)[],
): Promise<Map<string, T>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) {
    return new Map();
  }
  const documents = await readModels
    .collection<T>(collection)
    .find({ _id: { $in: wanted } })
    .toArray();
  return new Map(documents.map((document) => [document._id, document]));
}

/** Titles and descriptions are written when asked for, from live accounts and current exams only. */
async function describe(
  readModels: ReadModelStore,
  rows: RecentActivityDocument[],
  caller: Caller,
): Promise<Activity[]> {
  const ids = new Set<string>();
  for (const row of rows) {
    [row.studentId, row.actorId, row.tutorId].forEach((id) => id && ids.add(id));
  }
  const people = new Map(
    (
      await readModels
        .collection<UserRecord>(USERS_COLLECTION)
        .find({ _id: { $in: [...ids] } })
        .toArray()
    )
      .filter(isLiveUser)
      .map((user) => [user._id, user]),
  );
  const [exams, schedules] = await Promise.all([
    byId<ExamTitle>(
      readModels,
      EXAMS_COLLECTION,
      rows.map((row) => row.examId),
    ),
    byId<ScheduleTitle>(
      readModels,
      EXAM_SCHEDULES_COLLECTION,
      rows.map((row) => row.scheduleId),
    ),
  ]);
  const byWhom = (actorId: string | null) => {
    const actor = actorId ? people.get(actorId) : undefined;
    return actor && actor._id !== caller.userId ? ` by ${actor.firstName} ${actor.lastName}` : '';
  };
  const activities: Activity[] = [];
  for (const row of rows) {
    if (row.kind === 'exam-created') {
      const exam = row.examId ? exams.get(row.examId) : undefined;
      if (exam) {
        const type = EXAM_TYPE_LABELS[exam.examType as ExamType] ?? exam.examType;
        activities.push({
          id: row._id,
          kind: row.kind,
          ...ACTIVITY_STYLE[row.kind],
          title: 'New exam created',
          description: `"${exam.title}" (${type}, ${exam.questionCount} questions) was created${byWhom(row.actorId)}`,
          timestamp: row.at,
        });
      }
      continue;
    }
    if (row.kind === 'exam-scheduled') {
      const schedule = row.scheduleId ? schedules.get(row.scheduleId) : undefined;
      if (schedule?.isActive) {
        const count = schedule.studentIds.length;
        activities.push({
          id: row._id,
          kind: row.kind,
          ...ACTIVITY_STYLE[row.kind],
          title: 'Exam scheduled',
          description: `"${schedule.title}" for ${count} ${count === 1 ? 'student' : 'students'}${byWhom(row.actorId)}`,
          timestamp: row.at,
        });
      }
      continue;
    }
    const student = row.studentId ? people.get(row.studentId) : undefined;
    if (row.kind === 'student-added') {
      if (!student) {
        continue; // erased or being erased: nothing to say about them
      }
      const name = `${student.firstName} ${student.lastName}`;
      const grade = gradeLabel(student.grade);
      const by = row.actorId !== row.studentId ? byWhom(row.actorId) : '';
      activities.push({
        id: row._id,
        kind: row.kind,
        ...ACTIVITY_STYLE[row.kind],
        title: row.actorId === row.studentId ? 'New student signed up' : 'New student added',
        description: `${name}${grade ? ` (${grade})` : ''} was added${by}`,
        timestamp: row.at,
      });
    }
  }
  return activities;
}

export function dashboardRoutes(deps: ApiDeps): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor', 'parent');

  const stats: RequestHandler = async (req, res) => {
    res.json({ success: true, ...(await staffStats(deps.readModels, callerOf(req))) });
  };
  router.get('/stats', staff, stats);
  router.get('/tutor-stats', staff, stats);

  router.get('/tutor-analytics/recent-activity', staff, async (req, res) => {
    const caller = callerOf(req);
    const { limit } = parseOrThrow(ActivityQuery, req.query);
    const rows = await deps.readModels
      .collection<RecentActivityDocument>(RECENT_ACTIVITY_COLLECTION)
      .find(await activityScope(deps.readModels, caller), { sort: { at: -1, _id: 1 }, limit: limit * 2 })
      .toArray();
    const activities = (await describe(deps.readModels, rows, caller)).slice(0, limit);
    res.json({ success: true, activities });
  });

  return router;
}
