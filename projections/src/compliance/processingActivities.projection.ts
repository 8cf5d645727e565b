import type { RecordedEvent } from '@portal/platform';
import { GROUPS_ACTIVITY_EVENT_TYPES, groupsActivityOf } from '../groups/activities';
import { examsActivityOf } from '../exams/activities';
import { SCHEDULES_ACTIVITY_EVENT_TYPES, schedulesActivityOf } from '../schedules/activities';
import { ATTEMPTS_ACTIVITY_EVENT_TYPES, attemptsActivityOf } from '../attempts/activities';
import { CLASSROOM_ACTIVITY_EVENT_TYPES, classroomActivityOf } from '../classroom/activities';
import { ENROLMENT_ACTIVITY_EVENT_TYPES, enrolmentActivityOf } from '../people/enrolmentActivities';
import type { ProjectionDefinition } from '../runner/projection';
import { ACCOUNT_ACTIVITY_EVENT_TYPES, accountActivityOf } from './accountActivities';
import type { ActivityDocument, ActivityRow } from './activityRow';

/*
 * The processing-activity register collects every module's rows here; each module labels its own
 * events in a leaf (`<module>/activities.ts`) that imports only `./activityRow`, so nothing
 * imports this file back.
 */
type Activity = ActivityRow;

/**
 * Later modules label their own events (undefined: not theirs); an event that concerns several
 * children (a schedule for a group) gives one row per child.
 */
const MODULE_ACTIVITIES: readonly ((event: RecordedEvent) => Activity | Activity[] | null | undefined)[] = [
  groupsActivityOf,
  examsActivityOf,
  schedulesActivityOf,
  attemptsActivityOf,
  classroomActivityOf,
  enrolmentActivityOf,
];

/** The register's rows for one event, keyed by document id (one row: the event's id). */
export function activityRowsOf(event: RecordedEvent): Map<string, Activity> {
  const found = activityOf(event);
  const rows: Activity[] = found === null ? [] : Array.isArray(found) ? found : [found];
  if (rows.length === 1) {
    return new Map([[event.id, rows[0]!]]);
  }
  return new Map(rows.map((row): [string, Activity] => [`${event.id}-${String(row.subjectId)}`, row]));
}

/** Which events are processing activities, and how the register labels them. */
export function activityOf(event: RecordedEvent): Activity | Activity[] | null {
  for (const moduleActivityOf of MODULE_ACTIVITIES) {
    const activity = moduleActivityOf(event);
    if (activity !== undefined) {
      return activity;
    }
  }
  return accountActivityOf(event);
}

/** the `processing_activities` read model's collection */
export const PROCESSING_ACTIVITIES_COLLECTION = 'processing_activities';

const handles = [
  ...ACCOUNT_ACTIVITY_EVENT_TYPES,
  ...GROUPS_ACTIVITY_EVENT_TYPES,
  ...SCHEDULES_ACTIVITY_EVENT_TYPES,
  ...ATTEMPTS_ACTIVITY_EVENT_TYPES,
  ...CLASSROOM_ACTIVITY_EVENT_TYPES,
  ...ENROLMENT_ACTIVITY_EVENT_TYPES,
] as const;

export const processingActivitiesProjection: ProjectionDefinition<
  ActivityDocument,
  (typeof handles)[number]
> = {
  name: 'processingActivities',
  collection: PROCESSING_ACTIVITIES_COLLECTION,
  // 2: rows for group memberships and exam schedules, one per child; 3: family links
  version: 3,
  handles,
  documentIds: (event) => [...activityRowsOf(event).keys()],
  evolve: (document, event, id) => {
    if (document) {
      return document; // a row is written once
    }
    const activity = activityRowsOf(event).get(id);
    return activity ? ({ _id: id, ...activity } as ActivityDocument) : null;
  },
  indexes: [
    { keys: { subjectId: 1, createdAt: -1 } },
    { keys: { organisationId: 1, createdAt: -1 } },
    { keys: { organisationId: 1, action: 1 } },
  ],
};
