import type { EventOf } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';

/** `question_images`: which organisation owns each uploaded question image (`_id` the file name). */
export interface QuestionImageDocument extends ReadModelDocument {
  organisationId: string;
  uploadedBy: string;
  contentType: string;
  bytes: number;
  uploadedAt: string;
}

type Handled = EventOf<'QuestionImageUploaded'> | EventOf<'QuestionImageDeleted'>;

function domainEvent(event: RecordedEvent): Handled {
  return { type: event.type, data: event.data } as Handled;
}

export const questionImagesProjection: ProjectionDefinition<QuestionImageDocument> = {
  name: 'questionImages',
  collection: 'question_images',
  handles: ['QuestionImageUploaded', 'QuestionImageDeleted'],
  documentIds: (event) => [domainEvent(event).data.filename],
  evolve: (_document, event) => {
    const handled = domainEvent(event);
    switch (handled.type) {
      case 'QuestionImageUploaded': {
        const { data } = handled;
        return {
          _id: data.filename,
          organisationId: data.organisationId,
          uploadedBy: data.uploadedBy,
          contentType: data.contentType,
          bytes: data.bytes,
          uploadedAt: data.uploadedAt,
        };
      }
      case 'QuestionImageDeleted':
        return null;
      default: {
        const unhandled: never = handled;
        return unhandled;
      }
    }
  },
  indexes: [{ keys: { organisationId: 1 } }],
};
