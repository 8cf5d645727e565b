import type { EventOf } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';

/** `exam_accommodations`: one document per student and scope (a schedule, or '*' for all). */
export interface AccommodationDocument extends ReadModelDocument {
  studentId: string;
  organisationId: string;
  scheduleId: string | null;
  extraMinutes: number;
  timeMultiplier: number;
  makeupAttempts: number;
  /** staff's note: personal, null once erased */
  note: string | null;
  setBy: string;
  updatedAt: string;
}

export const accommodationId = (studentId: string, scheduleId: string | null) =>
  `${studentId}-${scheduleId ?? 'all'}`;

const handled = (event: RecordedEvent) =>
  ({ type: event.type, data: event.data }) as EventOf<'AccommodationSet'> | EventOf<'UserErased'>;

export const accommodationsProjection: ProjectionDefinition<AccommodationDocument> = {
  name: 'examAccommodations',
  collection: 'exam_accommodations',
  handles: ['AccommodationSet'],
  documentIds: (event) => {
    const domain = handled(event);
    return domain.type === 'AccommodationSet'
      ? [accommodationId(domain.data.studentId, domain.data.scheduleId)]
      : [];
  },
  evolve: (_document, event, id) => {
    const domain = handled(event);
    if (domain.type !== 'AccommodationSet') {
      return null;
    }
    const { data } = domain;
    return {
      _id: id,
      studentId: data.studentId,
      organisationId: data.organisationId,
      scheduleId: data.scheduleId,
      extraMinutes: data.extraMinutes,
      timeMultiplier: data.timeMultiplier,
      makeupAttempts: data.makeupAttempts,
      note: data.note,
      setBy: data.by,
      updatedAt: data.setAt,
    };
  },
  indexes: [{ keys: { studentId: 1 } }],
};
