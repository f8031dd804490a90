import { TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX, type TicketStatus } from '@kesariya/shared';

export interface TicketFields {
  subject: string;
  message: string;
  saleId: string;
}

export type TicketField = keyof TicketFields;
export type TicketProblems = Partial<Record<TicketField, string>>;

function tooLong(what: string, text: string, max: number): string | null {
  return text.length > max
    ? `Please keep the ${what} to ${max} characters (it has ${text.length})`
    : null;
}

/** Why a message cannot be sent yet, or null: written, and not longer than the server takes. */
export function messageProblem(message: string): string | null {
  const text = message.trim();
  if (text === '') return 'Please write your message';
  return tooLong('message', text, TICKET_MESSAGE_MAX);
}

/** The new ticket's messages, one per field, as the shopper reads them beside it. */
export function ticketProblems(fields: TicketFields): TicketProblems {
  const problems: TicketProblems = {};
  const subject = fields.subject.trim();
  const subjectProblem =
    subject === '' ? 'Please write a subject' : tooLong('subject', subject, TICKET_SUBJECT_MAX);
  if (subjectProblem) problems.subject = subjectProblem;
  const message = messageProblem(fields.message);
  if (message) problems.message = message;
  return problems;
}

/** What each status tells the shopper. */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Waiting for our reply',
  answered: 'Answered',
  closed: 'Closed',
};
