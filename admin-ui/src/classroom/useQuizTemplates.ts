import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QuizTemplate, QuizTemplateInput } from '@portal/contracts';
import { browserStorage } from './browserStorage';
import {
  createTemplate,
  deleteTemplate,
  fetchTemplates,
  serverUnavailable,
  updateTemplate,
} from './classroomApi';
import {
  LOCAL_ID_PREFIX,
  buildTemplate,
  copyTitle,
  isLocalId,
  mergeTemplates,
  readTemplates,
  templateInput,
  upsertTemplate,
  writeTemplates,
} from './templateStorage';
import { reasonOf } from './tutorMessages';

/** Where the list stands with the server: being asked, in step, or kept in this browser only. */
export type TemplateSync = 'loading' | 'synced' | 'browser-only';

export interface SaveOutcome {
  template: QuizTemplate;
  /** false: kept in this browser, the server will get it at the next sync */
  onServer: boolean;
  /** the server refused it (a 4xx with its reason) */
  refusal: string | null;
}

/** A copy titled "… (copy)" whose questions have ids of their own. */
const copyOf = (template: QuizTemplate): QuizTemplateInput => ({
  title: copyTitle(template.title),
  questions: template.questions.map((question) => ({ ...question, id: crypto.randomUUID() })),
});

const newLocalId = () => `${LOCAL_ID_PREFIX}${crypto.randomUUID()}`;

/**
 * A tutor's saved quizzes: read from browser storage at once, then from the server and merged
 * (templateStorage.mergeTemplates); every change is written to the browser first and then sent.
 * When the API is missing or down (404, 5xx, no network) the builder keeps working from the browser.
 */
export function useQuizTemplates(ownerId: string) {
  const storage = useMemo(() => browserStorage(), []);
  const [templates, setTemplates] = useState<QuizTemplate[]>(() => readTemplates(storage, ownerId));
  const [sync, setSync] = useState<TemplateSync>('loading');
  const current = useRef(templates);

  const commit = useCallback(
    (next: QuizTemplate[]) => {
      current.current = next;
      setTemplates(next);
      writeTemplates(storage, ownerId, next);
    },
    [storage, ownerId],
  );

  /** Sends one template to the server; its server copy replaces it in the list. */
  const push = useCallback(
    async (template: QuizTemplate): Promise<QuizTemplate> => {
      const saved = isLocalId(template.id)
        ? await createTemplate(templateInput(template))
        : await updateTemplate(template.id, templateInput(template));
      commit(upsertTemplate(current.current, saved, template.id));
      return saved;
    },
    [commit],
  );

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setSync('loading');
      const local = readTemplates(storage, ownerId);
      commit(local);
      try {
        const server = await fetchTemplates(signal);
        const merge = mergeTemplates(local, server.quizzes, server.complete);
        if (signal?.aborted) {
          return;
        }
        commit(merge.templates);
        for (const pending of [...merge.toCreate, ...merge.toUpdate]) {
          await push(pending);
        }
        setSync('synced');
      } catch (error) {
        if (!signal?.aborted) {
          console.warn('Quiz templates: working from browser storage', error);
          setSync('browser-only');
        }
      }
    },
    [storage, ownerId, commit, push],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  /** A failed send: null when the server is out of reach (kept in the browser), else its refusal. */
  const refusalOf = useCallback((error: unknown): string | null => {
    if (serverUnavailable(error)) {
      setSync('browser-only');
      return null;
    }
    return reasonOf(error);
  }, []);

  /** Save Quiz / Update Quiz: in the browser at once, then on the server. */
  const save = useCallback(
    async (input: QuizTemplateInput, templateId: string | null): Promise<SaveOutcome> => {
      const now = new Date().toISOString();
      const existing = templateId ? current.current.find((item) => item.id === templateId) : undefined;
      const local = buildTemplate(input, {
        id: existing?.id ?? newLocalId(),
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
      });
      commit(upsertTemplate(current.current, local));
      try {
        const saved = await push(local);
        setSync('synced');
        return { template: saved, onServer: true, refusal: null };
      } catch (error) {
        return { template: local, onServer: false, refusal: refusalOf(error) };
      }
    },
    [commit, push, refusalOf],
  );

  /** Duplicate: a copy titled "… (copy)" with its own question ids, saved like a new quiz. */
  const duplicate = useCallback(async (template: QuizTemplate) => save(copyOf(template), null), [save]);

  /** Delete (after the builder's confirmation): gone from the browser at once, then from the server. */
  const remove = useCallback(
    async (template: QuizTemplate): Promise<{ onServer: boolean; refusal: string | null }> => {
      commit(current.current.filter((item) => item.id !== template.id));
      if (isLocalId(template.id)) {
        return { onServer: true, refusal: null };
      }
      try {
        await deleteTemplate(template.id);
        return { onServer: true, refusal: null };
      } catch (error) {
        return { onServer: false, refusal: refusalOf(error) };
      }
    },
    [commit, refusalOf],
  );

  const retrySync = useCallback(() => {
    void load();
  }, [load]);

  return { templates, sync, save, duplicate, remove, retrySync };
}
