import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from './support/api';
import { LAPTOP, PHONE_LARGE, screenshot, type BrowserProfile } from './support/browser';
import { transitionsDone } from './support/motion';
import { repoRoot } from './support/server';
import { hasHorizontalOverflow, hidden, recordRequiredConsents, visible, openSignedIn } from './support/ui';
import { useJourney } from './support/journey';
import { person } from './support/people';

// Exam Management (spec 002 §2.4): a tutor builds an exam with a reading passage and a question
// image, reorders its questions from the keyboard and saves it; then imports a JSON file, checks
// the preview and saves the imported exam; the screen also works at phone width.

const { system, browser } = useJourney();
let device: BrowserProfile;
let page: Page;

const tutor = person('Grace', 'Okafor', 'tutor');

const examTitle = 'Reading and Reasoning Mock 1';
const passage = {
  title: 'The Lighthouse Keeper',
  author: 'R. Hale',
  text: 'Every evening the keeper climbed the ninety steps to light the lamp.\nShips far out at sea trusted that small, steady flame.',
};
const importFile = path.join(repoRoot, 'e2e', 'fixtures', 'exam-import.json');
const importedTitle = 'Year 6 Reading Practice';

/** CRC-32 of a PNG chunk (type and data). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A 320×160 PNG made in memory (what a tutor's diagram upload looks like to the server): a sky
 * that darkens towards the top, a sea, and a lighthouse.
 */
function lighthousePng(width = 320, height = 160): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const sea = y > height * 0.7;
      const tower = x > width * 0.45 && x < width * 0.55 && y > height * 0.25 && !sea;
      const stripe = tower && Math.floor(y / 12) % 2 === 0;
      const [r, g, b] = sea
        ? [30, 90, 160]
        : tower
          ? stripe
            ? [200, 40, 40]
            : [245, 245, 245]
          : [120 + Math.round((y / height) * 100), 170 + Math.round((y / height) * 60), 230];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  const admin = new ApiClient(system);
  expect((await admin.login(ADMIN.email, ADMIN.password)).status).toBe(200);
  await recordRequiredConsents(admin);
  const created = await admin.call('POST', '/tutors', {
    ...tutor,
    organizationName: 'Harbour Tuition',
    specializations: ['English'],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const tutorApi = new ApiClient(system);
  expect((await tutorApi.login(tutor.email, tutor.password)).status).toBe(200);
  await recordRequiredConsents(tutorApi);
  device = await browser.newProfile({ cookieChoiceMade: true });
});

function toast(text: string): Locator {
  return page.getByText(text, { exact: true }).first();
}

/** The big number of a statistics card (`dt` label, `dd` number). */
function statValue(label: string): Locator {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function examForm(): Locator {
  return page.getByRole('form', { name: /^(Create|Edit) Exam$/ });
}

describe('a tutor builds exams', () => {
  it('1. opens Exam Management and sees the empty list with its two ways in', async () => {
    page = await openSignedIn(device, LAPTOP, `${system.url}/admin/`, tutor);
    await visible(page.getByRole('heading', { name: `Welcome back, ${tutor.firstName}`, level: 1 }));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Exams', exact: true })
      .click();
    await visible(page.getByRole('heading', { name: 'Exam Management', level: 1 }));
    expect(page.url()).toBe(`${system.url}/admin/exams`);
    await visible(page.getByRole('heading', { name: 'No exams yet' }));
    await visible(page.getByRole('button', { name: 'Create your first exam' }));
    await expect.poll(() => statValue('Total Exams').textContent()).toBe('0');
    await screenshot(page, 'exams-empty-laptop');
  });

  it(
    '2. builds an exam with a passage, an image and two questions, reordered from the keyboard',
    { timeout: 120_000 },
    async () => {
      await page.getByRole('button', { name: 'Create your first exam' }).click();
      const form = examForm();
      await visible(form);
      const create = form.getByRole('button', { name: 'Create Exam' });
      expect(await create.isDisabled()).toBe(true);
      await form.getByLabel('Title', { exact: true }).fill(examTitle);
      expect(await create.isDisabled()).toBe(false);
      await form.getByRole('combobox', { name: 'Exam type' }).click();
      await page.getByRole('option', { name: 'English', exact: true }).click();

      // an exam needs a question before it can be created
      await create.click();
      await visible(form.getByRole('alert').getByText('Please add at least one question to the exam'));

      // the reading passage
      await form.getByRole('button', { name: 'Add passage' }).click();
      const passageDialog = page.getByRole('dialog', { name: 'Add passage' });
      await visible(passageDialog);
      await passageDialog.getByLabel('Passage title', { exact: true }).fill(passage.title);
      await passageDialog.getByLabel('Author (optional)', { exact: true }).fill(passage.author);
      await passageDialog.getByLabel('Passage text', { exact: true }).fill(passage.text);
      await passageDialog.getByRole('button', { name: 'Add passage' }).click();
      await hidden(passageDialog);
      await visible(form.getByRole('article', { name: passage.title }));

      // question 1: multiple-choice, linked to the passage, with an image
      await form.getByRole('button', { name: 'Add question' }).click();
      const q1 = page.getByRole('dialog', { name: 'Add question 1' });
      await visible(q1);
      const save1 = q1.getByRole('button', { name: 'Add question' });
      expect(await save1.isDisabled()).toBe(true);
      await q1
        .getByLabel('Question', { exact: true })
        .fill('How many steps did the keeper climb each evening?');
      // a blank option cannot be the answer
      expect(await q1.getByRole('radio', { name: 'Option B is correct' }).isDisabled()).toBe(true);
      for (const [letter, text] of [
        ['A', 'Nine'],
        ['B', 'Ninety'],
        ['C', 'Nineteen'],
        ['D', 'Nine hundred'],
      ] as const) {
        await q1.getByLabel(`Option ${letter}`, { exact: true }).fill(text);
      }
      await q1.getByRole('radio', { name: 'Option B is correct' }).check();
      await q1.getByRole('combobox', { name: 'Reading passage' }).click();
      await page.getByRole('option', { name: new RegExp(`^${passage.title}`) }).click();
      // only pictures are sent to the server
      await q1.getByTestId('question-image-input').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await visible(q1.getByText('Please select a valid image file (JPEG, PNG, GIF, WebP, or SVG)'));
      await q1.getByTestId('question-image-input').setInputFiles({
        name: 'lighthouse.png',
        mimeType: 'image/png',
        buffer: lighthousePng(),
      });
      await visible(toast('Image uploaded successfully'));
      await visible(q1.getByRole('img', { name: 'Question image preview' }));
      await q1.getByRole('img', { name: 'Question image preview' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'exams-question-dialog-laptop', { fullPage: false });
      await save1.click();
      await hidden(q1);
      await visible(toast('Question added successfully'));

      // question 2: true-false
      await form.getByRole('button', { name: 'Add question' }).click();
      const q2 = page.getByRole('dialog', { name: 'Add question 2' });
      await visible(q2);
      await q2.getByLabel('Question', { exact: true }).fill('The keeper lit the lamp every morning.');
      await q2.getByRole('combobox', { name: 'Question type' }).click();
      await page.getByRole('option', { name: 'True / False', exact: true }).click();
      await q2.getByRole('radio', { name: 'False' }).check();
      await q2.getByRole('button', { name: 'Add question' }).click();
      await hidden(q2);

      // reorder from the keyboard: pick question 2 up, move it above question 1, drop it
      const questions = form.getByRole('list', { name: 'Questions' });
      await questions.getByRole('button', { name: 'Reorder question 2' }).focus();
      // each step waits for what dnd-kit announces to screen readers, as a person waits to hear it
      const announced = (text: string) =>
        page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await announced('Question 2 is over position 2.');
      await page.keyboard.press('ArrowUp');
      await announced('Question 2 is over position 1.');
      await page.keyboard.press('Space');
      await expect
        .poll(async () => (await questions.getByRole('listitem').first().textContent()) ?? '')
        .toContain('The keeper lit the lamp every morning.');
      // react-admin shows toasts one after another (3 s each for the editor's), so this one waits its turn
      await visible(toast('Question order updated'), 30_000);

      await transitionsDone(page);
      await screenshot(page, 'exams-form-laptop');
      await create.click();
      await visible(toast(`Exam "${examTitle}" created successfully`));
      await hidden(form);
      const card = page.getByRole('article', { name: examTitle });
      await visible(card);
      await visible(card.getByText('English', { exact: true }));
      await expect.poll(() => statValue('Total Exams').textContent()).toBe('1');
      await screenshot(page, 'exams-list-laptop');
    },
  );

  it('3. views the saved exam with its passage and image', async () => {
    await page.getByRole('button', { name: `View ${examTitle}` }).click();
    const viewer = page.getByRole('dialog', { name: examTitle });
    await visible(viewer);
    await visible(viewer.getByText(passage.title).first());
    await visible(viewer.getByRole('img', { name: 'Question image' }));
    const height = await viewer
      .getByRole('img', { name: 'Question image' })
      .evaluate((image) => getComputedStyle(image).maxHeight);
    expect(height).toBe('300px');
    await screenshot(page, 'exams-viewer-laptop', { fullPage: false });
    await viewer.getByRole('button', { name: 'Close' }).first().click();
    await hidden(viewer);
  });

  it('4. imports a JSON file, checks the preview, and saves the imported exam', async () => {
    await page.getByRole('button', { name: 'Import JSON' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import questions from JSON' });
    await visible(dialog);
    await dialog.getByTestId('import-file-input').setInputFiles({
      name: 'questions.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('{}'),
    });
    await visible(dialog.getByRole('alert').getByText('Please select a JSON file (.json)'));
    await dialog.getByTestId('import-file-input').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"questions": [ {"question": "Unfinished"'),
    });
    await visible(dialog.getByRole('alert').getByText(/^Invalid JSON format: /));
    await dialog.getByTestId('import-file-input').setInputFiles(importFile);

    await visible(dialog.getByText('Successfully loaded 4 questions from exam-import.json'));
    const preview = dialog.getByRole('list', { name: 'First questions' });
    await expect.poll(() => preview.getByRole('listitem').count()).toBe(3);
    // long question text is cut at 100 characters
    await visible(preview.getByText(/what does the writer sug\.\.\.$/));
    await screenshot(page, 'exams-import-preview-laptop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Import 4 questions' }).click();
    await hidden(dialog);
    await visible(toast(`Imported 4 questions from ${importedTitle}`));

    const form = examForm();
    await visible(form);
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe(importedTitle);
    expect(await form.getByLabel('Passing score (%)', { exact: true }).inputValue()).toBe('70');
    await visible(form.getByRole('article', { name: 'The Harbour at Dawn' }));
    expect(await form.getByRole('list', { name: 'Questions' }).getByRole('listitem').count()).toBe(4);
    await form.getByRole('button', { name: 'Create Exam' }).click();
    await visible(toast(`Exam "${importedTitle}" created successfully`));
    await visible(page.getByRole('article', { name: importedTitle }));
    await expect.poll(() => statValue('Total Exams').textContent()).toBe('2');
  });

  it('5. works at phone width: no sideways scrolling, dialogs take the screen', async () => {
    const phone = await device.newPage(PHONE_LARGE);
    page = phone;
    await phone.goto(`${system.url}/admin/exams`);
    await visible(phone.getByRole('heading', { name: 'Exam Management', level: 1 }));
    await visible(phone.getByRole('article', { name: examTitle }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'exams-list-phone');

    await phone.getByRole('button', { name: `Edit ${examTitle}` }).click();
    const form = examForm();
    await visible(form);
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe(examTitle);
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'exams-form-phone');
    // one question open at a time: its details, with the picture, under its row
    const list = form.getByRole('list', { name: 'Questions' });
    await list.getByRole('button', { name: /How many steps/ }).click();
    await visible(list.getByRole('img', { name: 'Question image' }));
    await list.getByRole('img', { name: 'Question image' }).scrollIntoViewIfNeeded();
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'exams-questions-phone', { fullPage: false });

    await form.getByRole('button', { name: 'Edit question 2' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Edit question 2' });
    await visible(dialog);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE_LARGE.width);
    await screenshot(phone, 'exams-question-dialog-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save question' }).click();
    await hidden(dialog);
    await form.getByRole('button', { name: 'Update Exam' }).click();
    await visible(toast(`Exam "${examTitle}" updated successfully`));
    // deleting asks first, naming the exam
    await phone.getByRole('button', { name: `Delete ${importedTitle}` }).click();
    const confirm = phone.getByRole('dialog', { name: `Delete the exam "${importedTitle}"?` });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Delete exam' }).click();
    await visible(toast(`Exam "${importedTitle}" deleted successfully`));
    await hidden(phone.getByRole('article', { name: importedTitle }));
    await expect.poll(() => statValue('Total Exams').textContent()).toBe('1');

    // a signed-out first visit answers 401, which chromium logs as "Failed to load resource"
    expect(browser.errors.filter((message) => !/Failed to load resource/.test(message))).toEqual([]);
  });
});
