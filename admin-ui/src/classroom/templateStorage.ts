import { CLASSROOM_LIMITS, QuizTemplate, type QuizTemplateInput } from '@portal/contracts';
import { readJson, writeJson, type StorageLike } from './browserStorage';

/**
 * Saved quiz templates: in browser storage under tutorQuizzes (spec 002 §7) and, beyond the spec,
 * on the server per tutor. Each stored entry carries its owner, so two tutors sharing a browser
 * see only their own; entries from before (no owner) are adopted by the next tutor who saves.
 */
export const TEMPLATES_KEY = 'tutorQuizzes';

/** A template made while the server could not be reached: created there at the next sync. */
export const LOCAL_ID_PREFIX = 'local-';

export const isLocalId = (id: string) => id.startsWith(LOCAL_ID_PREFIX);

type Stored = QuizTemplate & { ownerId?: string };

function storedEntries(
  storage: StorageLike | null,
): { template: QuizTemplate; ownerId: string | undefined }[] {
  const stored = readJson(storage, TEMPLATES_KEY);
  if (!Array.isArray(stored)) {
    return [];
  }
  return stored.flatMap((entry: unknown) => {
    const parsed = QuizTemplate.safeParse(entry);
    if (!parsed.success) {
      return [];
    }
    const ownerId = (entry as { ownerId?: unknown }).ownerId;
    return [{ template: parsed.data, ownerId: typeof ownerId === 'string' ? ownerId : undefined }];
  });
}

/** Newest first. */
export function sortTemplates(templates: readonly QuizTemplate[]): QuizTemplate[] {
  return [...templates].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export function readTemplates(storage: StorageLike | null, ownerId: string): QuizTemplate[] {
  return sortTemplates(
    storedEntries(storage)
      .filter((entry) => entry.ownerId === undefined || entry.ownerId === ownerId)
      .map((entry) => entry.template),
  );
}

/** Replaces this tutor's templates (and adopts unowned ones); other tutors' entries are kept. */
export function writeTemplates(
  storage: StorageLike | null,
  ownerId: string,
  templates: readonly QuizTemplate[],
): void {
  const others: Stored[] = storedEntries(storage)
    .filter((entry) => entry.ownerId !== undefined && entry.ownerId !== ownerId)
    .map((entry) => ({ ...entry.template, ownerId: entry.ownerId }));
  writeJson(storage, TEMPLATES_KEY, [...templates.map((template) => ({ ...template, ownerId })), ...others]);
}

export interface TemplateMerge {
  templates: QuizTemplate[];
  /** made in this browser while offline: to be created on the server */
  toCreate: QuizTemplate[];
  /** changed in this browser after the server's copy: to be sent to the server */
  toUpdate: QuizTemplate[];
}

/**
 * The server's list is the truth for templates it knows; a newer local edit of one of them wins
 * (and is sent), templates made offline are kept (and created), and a template the server no
 * longer has, made elsewhere and deleted there, goes (unless the server's list was partial).
 */
export function mergeTemplates(
  local: readonly QuizTemplate[],
  server: readonly QuizTemplate[],
  /** false when the server sent part of its list: then nothing local is taken for deleted */
  complete = true,
): TemplateMerge {
  const localById = new Map(local.map((template) => [template.id, template]));
  const toUpdate: QuizTemplate[] = [];
  const merged = server.map((remote) => {
    const mine = localById.get(remote.id);
    if (mine && mine.updatedAt > remote.updatedAt) {
      toUpdate.push(mine);
      return mine;
    }
    return remote;
  });
  const serverIds = new Set(server.map((template) => template.id));
  const toCreate = local.filter((template) => isLocalId(template.id) && !serverIds.has(template.id));
  const unlisted = complete
    ? []
    : local.filter((template) => !isLocalId(template.id) && !serverIds.has(template.id));
  return { templates: sortTemplates([...merged, ...toCreate, ...unlisted]), toCreate, toUpdate };
}

/** A template from the builder's input, with its id and times. */
export function buildTemplate(
  input: QuizTemplateInput,
  meta: { id: string; createdAt: string; updatedAt: string },
): QuizTemplate {
  return {
    id: meta.id,
    title: input.title,
    questions: input.questions,
    totalQuestions: input.questions.length,
    createdAt: meta.createdAt,
    updatedAt: meta.updatedAt,
  };
}

/** "{title} (copy)", within the title limit. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)';
  return `${title.slice(0, CLASSROOM_LIMITS.maxTitleLength - suffix.length)}${suffix}`;
}

export function templateInput(template: QuizTemplate): QuizTemplateInput {
  return { title: template.title, questions: template.questions };
}

/** Puts a template in the list in place of `replacedId` (or its own id), newest first. */
export function upsertTemplate(
  templates: readonly QuizTemplate[],
  template: QuizTemplate,
  replacedId: string = template.id,
): QuizTemplate[] {
  return sortTemplates([
    template,
    ...templates.filter((item) => item.id !== replacedId && item.id !== template.id),
  ]);
}
