import {
  SALE_ID_PATTERN,
  type MessageState,
  type MessageView,
  type QueuedMessage,
} from '@kesariya/shared';
import type { Tone } from '@/components/status-pill';
import { paths } from '@/config/paths';

/** A tab of the Messages screen: its address's last segment, the server's list and its words. */
export interface MessageTab {
  /** The tab's segment of messages/:tab; the failed list is the screen's own address. */
  tab: 'waiting' | 'sent' | null;
  view: MessageView;
  label: string;
}

/** Failed first: those are the ones staff have to act on. */
export const MESSAGE_TABS: readonly MessageTab[] = [
  { tab: null, view: 'failed', label: 'Failed' },
  { tab: 'waiting', view: 'pending', label: 'Waiting' },
  { tab: 'sent', view: 'sent', label: 'Sent' },
];

export const tabHref = ({ tab }: MessageTab) =>
  tab ? paths.messageTab.getHref(tab) : paths.messages.getHref();

/** The tab an address's segment names (none is Failed); null for a segment that is no tab. */
export function tabOf(segment: string | undefined): MessageTab | null {
  return MESSAGE_TABS.find((tab) => tab.tab === (segment ?? null)) ?? null;
}

export const CHANNEL_LABELS: Record<QueuedMessage['channel'], string> = {
  email: 'E-mail',
  sms: 'SMS',
};

export const STATE_LABELS: Record<MessageState, { label: string; tone: Tone }> = {
  waiting: { label: 'Waiting', tone: 'neutral' },
  retrying: { label: 'Retrying', tone: 'warning' },
  sending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** What the time shown for a message is, by the list it is in. */
export const TIME_HEADERS: Record<MessageView, string> = {
  failed: 'Failed at',
  pending: 'Queued at',
  sent: 'Sent at',
};

/** The moment a message's list is about: when it failed or went out, else when it was queued. */
export const timeOf = (message: QueuedMessage): string => message.finished_at ?? message.created_at;

/** What a message is about, as a page of the back office when it names one. */
export type MessageAbout = { label: string; href: string | null } | null;

const TICKET = /^ticket (\d+)$/;

export function aboutOf(about: string | null): MessageAbout {
  if (!about) return null;
  if (SALE_ID_PATTERN.test(about)) return { label: about, href: paths.order.getHref(about) };
  const ticket = TICKET.exec(about);
  if (ticket) return { label: `Ticket ${ticket[1]}`, href: paths.ticket.getHref(ticket[1]!) };
  return { label: about, href: null };
}

export const attemptsLabel = (attempts: number) =>
  attempts === 1 ? '1 attempt' : `${attempts} attempts`;
