import type { TicketStatus } from '@kesariya/shared';
import { StatusPill, type StatusTone } from '@/components/status-pill';
import { TICKET_STATUS_LABELS } from '../lib/ticket-form';

const TONES: Record<TicketStatus, StatusTone> = {
  open: 'waiting',
  answered: 'done',
  closed: 'progress',
};

/** The ticket's status as a small coloured label. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <StatusPill tone={TONES[status]} testId="ticket-status">
      {TICKET_STATUS_LABELS[status]}
    </StatusPill>
  );
}
