import { randomUUID } from 'node:crypto';
import type { DuplicateResponse, ScheduleRequest } from '@portal/contracts';
import { SCHEDULE_MESSAGES, schedulesStreams, suggestedTitle } from '@portal/contracts';
import type { ExamDocument, ExamScheduleDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import type { ScheduleCommand, ScheduleDetails } from './decider';
import { scheduleDecider } from './decider';
import { scheduleAssignees } from './assignees';
import type { ScheduleQueries } from './scheduleQueries';
import { existingView } from './scheduleQueries';
import { schedulesView } from './views';

/**
 * What a schedule holds once resolved. It keeps its tutor; a new one is the tutor's own, or for
 * an admin the exam's tutor (the admin when the exam has none).
 */
export function scheduleDetailsOf(input: {
  caller: Caller;
  body: ScheduleRequest;
  exam: ExamDocument;
  current: ExamScheduleDocument | null;
  groupId: string | null;
  studentIds: string[];
}): ScheduleDetails {
  const { caller, body, exam, current } = input;
  return {
    tutorId: current?.tutorId ?? (caller.role === 'tutor' ? caller.userId : (exam.tutorId ?? caller.userId)),
    examId: exam._id,
    exam: { title: exam.title, totalMarks: exam.totalMarks, examType: exam.examType ?? null },
    title: body.title,
    description: body.description,
    scheduledStartTime: body.scheduledStartTime,
    scheduledEndTime: body.scheduledEndTime,
    duration: body.duration,
    instructions: body.instructions,
    assignmentType: body.assignmentType,
    groupId: input.groupId,
    studentIds: input.studentIds,
    hasSpecificSchedule: body.hasSpecificSchedule,
    settings: body.settings,
  };
}

/** Creating (`current` null) or changing a schedule: the save both routes share. */
export function scheduleSaver(deps: ApiDeps, queries: ScheduleQueries) {
  const { ownerOf, studentsOf } = scheduleAssignees(deps, queries);

  /** An individual schedule giving a student the exam again is refused unless allowed. */
  const duplicateOf = async (
    caller: Caller,
    body: ScheduleRequest,
    exam: ExamDocument,
    current: ExamScheduleDocument | null,
    studentIds: readonly string[],
  ) => {
    if (body.assignmentType !== 'individual' || body.allowDuplicate) {
      return null;
    }
    const before = new Set(current?.studentIds ?? []);
    const added = studentIds.filter((id) => !before.has(id));
    const found = await queries.existingFor(caller, exam._id, added, current?._id);
    if (found.length === 0) {
      return null;
    }
    const answer: DuplicateResponse = {
      success: false,
      duplicate: true,
      message: SCHEDULE_MESSAGES.duplicate,
      examTitle: exam.title,
      suggestedTitle: suggestedTitle(body.title, [
        ...(await queries.takenTitles(caller, exam._id)),
        body.title,
      ]),
      ...existingView(found, added),
    };
    return answer;
  };

  /** Resolves the body, refuses a duplicate (unless allowed) and decides; answers the saved schedule. */
  return async (caller: Caller, body: ScheduleRequest, current: ExamScheduleDocument | null) => {
    const exam = await queries.examOf(caller, body.examId);
    const owner = await ownerOf(caller, exam, current);
    const { groupId, studentIds } = await studentsOf(caller, body, owner);
    const duplicate = await duplicateOf(caller, body, exam, current, studentIds);
    if (duplicate) {
      return { status: 409, answer: duplicate } as const;
    }
    const details = scheduleDetailsOf({ caller, body, exam, current, groupId, studentIds });
    const scheduleId = current?._id ?? randomUUID();
    const meta = { caller, metadata: { now: deps.now() } };
    const command: ScheduleCommand = current
      ? { type: 'UpdateSchedule', data: { details }, ...meta }
      : { type: 'ScheduleExam', data: { scheduleId, details }, ...meta };
    const result = await deps.handle(scheduleDecider, schedulesStreams.schedule(scheduleId), command, {
      organisationId: caller.organisationId,
    });
    await deps.awaitProjections(result.streamId, result.position);
    deps.logger.info(current ? 'exam schedule updated' : 'exam scheduled', {
      scheduleId,
      by: caller.userId,
      students: studentIds.length,
    });
    const saved = await queries.scheduleOf(caller, scheduleId);
    const [schedule] = await schedulesView(deps.readModels, [saved], deps.now());
    return {
      status: current ? 200 : 201,
      answer: {
        success: true,
        schedule: schedule!,
        message: current ? SCHEDULE_MESSAGES.updated : SCHEDULE_MESSAGES.created,
      },
    } as const;
  };
}
