import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

/** `question_images`: which organisation owns each uploaded question image (`_id` the file name). */
export interface QuestionImageDocument extends ReadModelDocument {
  organisationId: string;
  uploadedBy: string;
  contentType: string;
  bytes: number;
  uploadedAt: string;
}

/** the `question_images` read model's collection */
export const QUESTION_IMAGES_COLLECTION = 'question_images';

const handles = ['QuestionImageUploaded', 'QuestionImageDeleted'] as const;

export const questionImagesProjection: ProjectionDefinition<QuestionImageDocument, (typeof handles)[number]> =
  {
    name: 'questionImages',
    collection: QUESTION_IMAGES_COLLECTION,
    handles,
    documentIds: (event) => [event.data.filename],
    evolve: (_document, handled) => {
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
        default:
          return exhaustive(handled);
      }
    },
    indexes: [{ keys: { organisationId: 1 } }],
  };
