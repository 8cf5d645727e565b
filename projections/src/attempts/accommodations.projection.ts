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

/** the `exam_accommodations` read model's collection */
export const ACCOMMODATIONS_COLLECTION = 'exam_accommodations';

export const accommodationsProjection: ProjectionDefinition<AccommodationDocument, 'AccommodationSet'> = {
  name: 'examAccommodations',
  collection: ACCOMMODATIONS_COLLECTION,
  handles: ['AccommodationSet'],
  documentIds: ({ data }) => [accommodationId(data.studentId, data.scheduleId)],
  evolve: (_document, { data }, id) => ({
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
  }),
  indexes: [{ keys: { studentId: 1 } }],
};
