import type { TicketStatus } from '@kesariya/shared';
import type { Tone } from '@/components/status-pill';

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Waiting for a reply',
  answered: 'Answered',
  closed: 'Closed',
};

export const ticketTone = (status: TicketStatus): Tone =>
  status === 'open' ? 'warning' : status === 'answered' ? 'success' : 'neutral';
