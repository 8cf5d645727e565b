import { describe, expect, it } from 'vitest';
import type { NotificationsEvent } from '@portal/contracts';
import { DeciderSpecification } from '@portal/platform/testing';
import type { CommunicationCommand, MailToRecord } from './decider';
import { communicationDecider } from './decider';

const given = DeciderSpecification.for(communicationDecider);
const NOW = new Date('2026-03-09T09:00:00.000Z');
const person = { userId: 'p1', organisationId: 'main' };
const reminder: MailToRecord = {
  type: 'ExamReminderSent',
  scheduleId: 'sch1',
  studentIds: ['s1'],
  opensAt: '2026-03-10T09:00:00.000Z',
};
const record = (mail: MailToRecord): CommunicationCommand => ({
  type: 'RecordMailSent',
  data: { ...person, mail },
  metadata: { now: NOW },
});
const reminderSent = (opensAt = reminder.opensAt): NotificationsEvent => ({
  type: 'ExamReminderSent',
  data: { ...person, scheduleId: 'sch1', studentIds: ['s1'], opensAt, sentAt: NOW.toISOString() },
});
const unsubscribed = (kind: 'reminders' | 'digest'): NotificationsEvent => ({
  type: 'CommunicationUnsubscribed',
  data: { ...person, kind, via: 'link', unsubscribedAt: NOW.toISOString() },
});
const change = (type: 'Unsubscribe' | 'Resubscribe', kind: 'reminders' | 'digest'): CommunicationCommand => ({
  type,
  data: { ...person, kind, via: 'link' },
  metadata: { now: NOW },
});

describe('communication decider', () => {
  it('given nothing sent, when a reminder is recorded, then ExamReminderSent with the time', () => {
    given([]).when(record(reminder)).then(reminderSent());
  });

  it('given the reminder of this schedule sent, when recorded again (a restart, another process), then nothing', () => {
    given([reminderSent()]).when(record(reminder)).thenNothingHappened();
  });

  it('given the reminder sent, when staff moved the opening, then one reminder for the new time', () => {
    given([reminderSent()])
      .when(record({ ...reminder, opensAt: '2026-03-11T09:00:00.000Z' }))
      .then(reminderSent('2026-03-11T09:00:00.000Z'));
  });

  it('given the person unsubscribed from reminders, when a reminder or a missed notice is recorded, then nothing; a digest still goes', () => {
    given([unsubscribed('reminders')])
      .when(record(reminder))
      .thenNothingHappened();
    given([unsubscribed('reminders')])
      .when(record({ type: 'MissedExamNoticeSent', scheduleId: 'sch1', studentIds: ['s1'], closedAt: 't' }))
      .thenNothingHappened();
    given([unsubscribed('reminders')])
      .when(record({ type: 'WeeklyDigestSent', weekOf: '2026-03-08', childIds: ['s1'] }))
      .then({
        type: 'WeeklyDigestSent',
        data: { ...person, weekOf: '2026-03-08', childIds: ['s1'], sentAt: NOW.toISOString() },
      });
  });

  it('given a digest of a week sent, when the same week is recorded again, then nothing; the next week goes', () => {
    const digest = (weekOf: string): MailToRecord => ({ type: 'WeeklyDigestSent', weekOf, childIds: ['s1'] });
    const sent: NotificationsEvent = {
      type: 'WeeklyDigestSent',
      data: { ...person, weekOf: '2026-03-08', childIds: ['s1'], sentAt: 't' },
    };
    given([sent])
      .when(record(digest('2026-03-08')))
      .thenNothingHappened();
    expect(
      given([sent])
        .when(record(digest('2026-03-15')))
        .events(),
    ).toHaveLength(1);
  });

  it('given subscribed, when unsubscribing twice, then one CommunicationUnsubscribed; resubscribing brings reminders back', () => {
    given([]).when(change('Unsubscribe', 'reminders')).then(unsubscribed('reminders'));
    given([unsubscribed('reminders')])
      .when(change('Unsubscribe', 'reminders'))
      .thenNothingHappened();
    given([]).when(change('Resubscribe', 'reminders')).thenNothingHappened();
    given([
      unsubscribed('reminders'),
      {
        type: 'CommunicationResubscribed',
        data: { ...person, kind: 'reminders', via: 'privacy_page', resubscribedAt: 't' },
      },
    ])
      .when(record(reminder))
      .then(reminderSent());
  });
});
