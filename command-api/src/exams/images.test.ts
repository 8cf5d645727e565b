import { describe, expect, it } from 'vitest';
import { IMAGE_OWNERSHIP_MESSAGES, questionImageDeletionRefusal } from './images';

const tutor = { userId: 'tutor-1', role: 'tutor' as const };
const admin = { userId: 'admin-1', role: 'admin' as const };

describe('questionImageDeletionRefusal (issue 15 item 9)', () => {
  it('given an admin, then allowed whoever uploaded or uses it', () => {
    expect(questionImageDeletionRefusal(admin, { uploadedBy: 'tutor-2' }, ['tutor-2', 'tutor-3'])).toBeNull();
  });

  it('given a tutor whose own exam shows it, then allowed (even if another tutor uploaded it)', () => {
    expect(questionImageDeletionRefusal(tutor, { uploadedBy: 'tutor-2' }, ['tutor-1'])).toBeNull();
  });

  it('given a tutor who uploaded an image no exam shows yet, then allowed', () => {
    expect(questionImageDeletionRefusal(tutor, { uploadedBy: 'tutor-1' }, [])).toBeNull();
  });

  it("given another tutor's unused upload, then refused", () => {
    expect(questionImageDeletionRefusal(tutor, { uploadedBy: 'tutor-2' }, [])).toBe(
      IMAGE_OWNERSHIP_MESSAGES.notYours,
    );
  });

  it("given an image another tutor's exam shows, then refused even to its uploader", () => {
    expect(questionImageDeletionRefusal(tutor, { uploadedBy: 'tutor-1' }, ['tutor-2'])).toBe(
      IMAGE_OWNERSHIP_MESSAGES.usedByOthers,
    );
    expect(questionImageDeletionRefusal(tutor, { uploadedBy: 'tutor-1' }, ['tutor-1', 'admin-1'])).toBe(
      IMAGE_OWNERSHIP_MESSAGES.usedByOthers,
    );
  });
});
