import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import type { RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import type { QuestionImageExtension, Role } from '@portal/contracts';
import {
  EXAM_LIMITS,
  EXAM_MESSAGES,
  QUESTION_IMAGE_FILENAME,
  QUESTION_IMAGE_TYPES,
  QUESTION_IMAGE_URL_PREFIX,
  examsStreams,
} from '@portal/contracts';
import type { HandleCommand } from '@portal/platform';
import { DomainError, ForbiddenError, NotFoundError, ValidationError } from '@portal/platform';
import type { ExamDocument, QuestionImageDocument } from '@portal/projections';
import type { ApiDeps, AwaitProjections } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { questionImageDecider } from './decider';
import { looksLikeSvg, sanitizeSvg } from './svg';
import { EXAMS_COLLECTION, QUESTION_IMAGES_COLLECTION } from '@portal/projections';

/** 413: an upload or import over its size limit, with the screen's own message. */
export class PayloadTooLargeError extends DomainError {
  override readonly name = 'PayloadTooLargeError';
  readonly status = 413;
}

/** Question images live in DATA_DIR/uploads/question-images/. */
export function questionImagesDir(uploadsDir: string): string {
  return path.join(uploadsDir, 'question-images');
}

/** The served URL of a stored image. */
export function questionImageUrl(filename: string): string {
  return QUESTION_IMAGE_URL_PREFIX + filename;
}

/**
 * What the bytes are, decided by their content (never by name or declared type): JPEG, PNG,
 * GIF, WebP by their signatures, SVG as a well-formed document that is then sanitised.
 * Answers the extension and the bytes to store, or null when it is none of these.
 */
export async function sniffQuestionImage(
  bytes: Uint8Array,
): Promise<{ extension: QuestionImageExtension; bytes: Uint8Array } | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const extension = detected.ext;
    return extension === 'jpg' || extension === 'png' || extension === 'gif' || extension === 'webp'
      ? { extension, bytes }
      : null;
  }
  if (!looksLikeSvg(bytes)) {
    return null;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const clean = sanitizeSvg(text);
  return clean === null ? null : { extension: 'svg', bytes: new TextEncoder().encode(clean) };
}

export interface StoreImageDeps {
  readonly handle: HandleCommand;
  readonly uploadsDir: string;
  readonly now: () => Date;
  readonly awaitProjections?: AwaitProjections;
}

export interface StoreImageInput {
  readonly organisationId: string;
  readonly userId: string;
  /** the uploader's role: admin or tutor (the demo seed stores as the organisation's admin) */
  readonly role?: Role;
  readonly bytes: Uint8Array;
  /** the client's file name: never used to decide anything, kept for the caller's messages */
  readonly originalName?: string;
}

/**
 * Stores a question image for an organisation: sniffs and (for SVG) sanitises it, writes
 * `question-<uuid>.<real ext>`, and records who owns it (QuestionImageUploaded). Used by the
 * upload route and by the demo seed. Throws ValidationError / PayloadTooLargeError with the
 * spec's messages.
 */
export async function storeQuestionImage(
  deps: StoreImageDeps,
  input: StoreImageInput,
): Promise<{ url: string; filename: string; contentType: string; bytes: number }> {
  if (input.bytes.byteLength > EXAM_LIMITS.imageMaxBytes) {
    throw new PayloadTooLargeError(EXAM_MESSAGES.imageTooLarge);
  }
  const image = await sniffQuestionImage(input.bytes);
  if (!image) {
    throw new ValidationError(EXAM_MESSAGES.imageInvalid, [
      { field: 'image', message: EXAM_MESSAGES.imageInvalid },
    ]);
  }
  const filename = `question-${randomUUID()}.${image.extension}`;
  const directory = questionImagesDir(deps.uploadsDir);
  await fs.mkdir(directory, { recursive: true });
  const file = path.join(directory, filename);
  const temporary = `${file}.${randomUUID()}.part`;
  await fs.writeFile(temporary, image.bytes, { mode: 0o640 });
  await fs.rename(temporary, file);
  const contentType = QUESTION_IMAGE_TYPES[image.extension];
  try {
    const result = await deps.handle(questionImageDecider, examsStreams.questionImage(filename), {
      type: 'RecordQuestionImage',
      data: { filename, contentType, bytes: image.bytes.byteLength },
      caller: { userId: input.userId, role: input.role ?? 'admin', organisationId: input.organisationId },
      metadata: { now: deps.now() },
    });
    await deps.awaitProjections?.(result.streamId, result.position);
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return { url: questionImageUrl(filename), filename, contentType, bytes: image.bytes.byteLength };
}

/** One file in memory, at most 5 MB (one byte more tells "too large" apart). */
const imageUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: EXAM_LIMITS.imageMaxBytes, files: 1, fields: 10, fieldSize: 10_000 },
}).single('image');

/** Runs multer and turns its errors into the spec's messages. */
function receiveImage(): RequestHandler {
  return (req, res, next) => {
    imageUpload(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        next(
          error.code === 'LIMIT_FILE_SIZE'
            ? new PayloadTooLargeError(EXAM_MESSAGES.imageTooLarge)
            : new ValidationError(EXAM_MESSAGES.imageInvalid, [
                { field: 'image', message: EXAM_MESSAGES.imageInvalid },
              ]),
        );
        return;
      }
      next(error);
    });
  };
}

export const IMAGE_OWNERSHIP_MESSAGES = {
  notYours: 'You can only delete images you uploaded or that your own exams use',
  usedByOthers: "This image is used in another tutor's exam. Only an admin can delete it",
} as const;

/**
 * Who may delete a question image (issue 15 item 9): an admin of its organisation; a tutor when
 * every exam that shows it is theirs and at least one is, or, when no exam shows it (uploaded and
 * removed before saving), when they uploaded it. Answers the refusal, or null when allowed.
 */
export function questionImageDeletionRefusal(
  caller: { userId: string; role: Role },
  image: { uploadedBy: string },
  examOwners: readonly string[],
): string | null {
  if (caller.role === 'admin') {
    return null;
  }
  if (examOwners.some((owner) => owner !== caller.userId)) {
    return IMAGE_OWNERSHIP_MESSAGES.usedByOthers;
  }
  if (examOwners.length > 0 || image.uploadedBy === caller.userId) {
    return null;
  }
  return IMAGE_OWNERSHIP_MESSAGES.notYours;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** POST and DELETE /upload/question-image (admin, tutor). */
export function questionImageRoutes(deps: ApiDeps): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');
  const images = deps.readModels.collection<QuestionImageDocument>(QUESTION_IMAGES_COLLECTION);
  const exams = deps.readModels.collection<ExamDocument>(EXAMS_COLLECTION);

  router.post('/upload/question-image', staff, receiveImage(), async (req, res) => {
    const caller = callerOf(req);
    const file = req.file;
    if (!file) {
      throw new ValidationError(EXAM_MESSAGES.imageRequired, [
        { field: 'image', message: EXAM_MESSAGES.imageRequired },
      ]);
    }
    const stored = await storeQuestionImage(deps, {
      organisationId: caller.organisationId,
      userId: caller.userId,
      role: caller.role,
      bytes: file.buffer,
      originalName: file.originalname,
    });
    deps.logger.info('question image uploaded', { filename: stored.filename, by: caller.userId });
    res.status(201).json({
      success: true,
      data: { url: stored.url, filename: stored.filename },
      message: EXAM_MESSAGES.imageUploaded,
    });
  });

  router.delete('/upload/question-image/:filename', staff, async (req, res) => {
    const caller = callerOf(req);
    const filename = String(req.params.filename);
    if (!QUESTION_IMAGE_FILENAME.test(filename)) {
      throw new NotFoundError(EXAM_MESSAGES.imageNotFound);
    }
    if (caller.role !== 'admin') {
      const [image, using] = await Promise.all([
        images.findOne({ _id: filename, organisationId: caller.organisationId }),
        exams
          .find(
            { organisationId: caller.organisationId, 'questions.imagePath': { $regex: literal(filename) } },
            { projection: { tutorId: 1 } },
          )
          .toArray(),
      ]);
      if (!image) {
        throw new NotFoundError(EXAM_MESSAGES.imageNotFound);
      }
      const refusal = questionImageDeletionRefusal(
        caller,
        image,
        using.map((exam) => exam.tutorId),
      );
      if (refusal) {
        deps.logger.warn('question image delete refused', { filename, by: caller.userId });
        throw new ForbiddenError(refusal);
      }
    }
    const result = await deps.handle(questionImageDecider, examsStreams.questionImage(filename), {
      type: 'DeleteQuestionImage',
      data: { filename },
      caller,
      metadata: { now: deps.now() },
    });
    await fs.rm(path.join(questionImagesDir(deps.uploadsDir), filename), { force: true });
    await deps.awaitProjections(result.streamId, result.position);
    deps.logger.info('question image deleted', { filename, by: caller.userId });
    res.json({ success: true, message: EXAM_MESSAGES.imageDeleted });
  });

  return router;
}

/**
 * GET /uploads/question-images/{filename}: the stored bytes with the type they were sniffed as,
 * cached for a year (names are never reused), never sniffed by the browser, and SVGs in a
 * sandbox where no script can run.
 */
export function questionImageFiles(uploadsDir: string): Router {
  const router = Router();
  const directory = questionImagesDir(uploadsDir);
  router.get(`${QUESTION_IMAGE_URL_PREFIX}:filename`, async (req, res, next) => {
    const filename = String(req.params.filename);
    const match = QUESTION_IMAGE_FILENAME.exec(filename);
    if (!match) {
      next();
      return;
    }
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(path.join(directory, filename));
    } catch {
      res.status(404).json({ success: false, message: EXAM_MESSAGES.imageNotFound });
      return;
    }
    const extension = match[1] as QuestionImageExtension;
    res.setHeader('Content-Type', QUESTION_IMAGE_TYPES[extension]);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
    res.end(bytes);
  });
  return router;
}

/** Route-level body parser for the JSON import: raw text up to 10 MB, with the import's message. */
export function importBody(tooLarge: string): RequestHandler {
  const text = express.text({
    limit: EXAM_LIMITS.importMaxBytes,
    type: ['text/plain', 'application/octet-stream'],
  });
  return (req, res, next) => {
    text(req, res, (error: unknown) => {
      if (typeof error === 'object' && error !== null && 'status' in error && error.status === 413) {
        next(new PayloadTooLargeError(tooLarge));
        return;
      }
      next(error);
    });
  };
}
