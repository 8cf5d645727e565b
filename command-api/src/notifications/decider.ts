import type {
  CommunicationChannel,
  CommunicationKind,
  NotificationsEvent,
  SentMailEvent,
} from '@portal/contracts';
import { KIND_OF_MAIL } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { exhaustive } from '@portal/platform';

/**
 * A person's communication stream (`communication-<userId>`, issue 20 item 4): the kinds of
 * optional e-mail they stopped, and the mails already sent to them. The sweepers record a mail
 * here BEFORE sending it, with the stream's expected revision: of two processes (or a restart)
 * deciding the same mail, one appends and sends, the other finds it sent and sends nothing.
 * A mail whose kind the person stopped is never recorded, so never sent.
 */

/** What a sweeper wants to send, without its time (the command's `now`). */
export type MailToRecord =
  | { type: 'ExamReminderSent'; scheduleId: string; studentIds: string[]; opensAt: string }
  | { type: 'MissedExamNoticeSent'; scheduleId: string; studentIds: string[]; closedAt: string }
  | { type: 'WeeklyDigestSent'; weekOf: string; childIds: string[] };

type Person = { userId: string; organisationId: string };

export type CommunicationCommand =
  | {
      type: 'Unsubscribe' | 'Resubscribe';
      data: Person & { kind: CommunicationKind; via: CommunicationChannel };
      metadata: { now: Date };
    }
  | { type: 'RecordMailSent'; data: Person & { mail: MailToRecord }; metadata: { now: Date } };

export interface CommunicationState {
  readonly unsubscribed: readonly CommunicationKind[];
  /** mail key -> what makes a later one different (a reminder's opening; otherwise '') */
  readonly sent: Readonly<Record<string, string>>;
}

/** One mail per reminder of a schedule (again only for a new opening), per notice, per week. */
function keyOf(
  mail:
    | { type: 'ExamReminderSent'; scheduleId: string; opensAt: string }
    | { type: 'MissedExamNoticeSent'; scheduleId: string }
    | { type: 'WeeklyDigestSent'; weekOf: string },
): { key: string; version: string } {
  switch (mail.type) {
    case 'ExamReminderSent':
      return { key: `reminder:${mail.scheduleId}`, version: mail.opensAt };
    case 'MissedExamNoticeSent':
      return { key: `missed:${mail.scheduleId}`, version: '' };
    case 'WeeklyDigestSent':
      return { key: `digest:${mail.weekOf}`, version: '' };
    default:
      return exhaustive(mail);
  }
}

const remember = (state: CommunicationState, { key, version }: { key: string; version: string }) => ({
  ...state,
  sent: { ...state.sent, [key]: version },
});

function sentEvent(data: Person & { mail: MailToRecord }, sentAt: string): SentMailEvent {
  const person = { userId: data.userId, organisationId: data.organisationId };
  const { mail } = data;
  switch (mail.type) {
    case 'ExamReminderSent': {
      const { type, ...fields } = mail;
      return { type, data: { ...person, ...fields, sentAt } };
    }
    case 'MissedExamNoticeSent': {
      const { type, ...fields } = mail;
      return { type, data: { ...person, ...fields, sentAt } };
    }
    case 'WeeklyDigestSent': {
      const { type, ...fields } = mail;
      return { type, data: { ...person, ...fields, sentAt } };
    }
    default:
      return exhaustive(mail);
  }
}

export const communicationDecider: Decider<CommunicationCommand, NotificationsEvent, CommunicationState> = {
  initialState: () => ({ unsubscribed: [], sent: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CommunicationUnsubscribed':
        return state.unsubscribed.includes(event.data.kind)
          ? state
          : { ...state, unsubscribed: [...state.unsubscribed, event.data.kind] };
      case 'CommunicationResubscribed':
        return { ...state, unsubscribed: state.unsubscribed.filter((kind) => kind !== event.data.kind) };
      case 'ExamReminderSent':
        return remember(state, keyOf({ type: event.type, ...event.data }));
      case 'MissedExamNoticeSent':
        return remember(state, keyOf({ type: event.type, ...event.data }));
      case 'WeeklyDigestSent':
        return remember(state, keyOf({ type: event.type, ...event.data }));
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const at = command.metadata.now.toISOString();
    switch (command.type) {
      case 'Unsubscribe': {
        const { userId, organisationId, kind, via } = command.data;
        return state.unsubscribed.includes(kind)
          ? []
          : [
              {
                type: 'CommunicationUnsubscribed',
                data: { userId, organisationId, kind, via, unsubscribedAt: at },
              },
            ];
      }
      case 'Resubscribe': {
        const { userId, organisationId, kind, via } = command.data;
        return state.unsubscribed.includes(kind)
          ? [
              {
                type: 'CommunicationResubscribed',
                data: { userId, organisationId, kind, via, resubscribedAt: at },
              },
            ]
          : [];
      }
      case 'RecordMailSent': {
        const { mail } = command.data;
        if (state.unsubscribed.includes(KIND_OF_MAIL[mail.type])) {
          return [];
        }
        const { key, version } = keyOf(mail);
        return state.sent[key] === version ? [] : [sentEvent(command.data, at)];
      }
      default:
        return exhaustive(command);
    }
  },
};
