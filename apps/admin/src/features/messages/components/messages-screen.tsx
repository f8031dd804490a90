import { useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { MessageView, QueuedMessage } from '@kesariya/shared';
import { Clock, Mail, MailCheck, MessageSquare, RotateCcw, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/button';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { CardList, ListResult } from '@/components/list-result';
import { PageHeader } from '@/components/page-header';
import { SectionTabs } from '@/components/section-tabs';
import { StatusPill } from '@/components/status-pill';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { errorMessage } from '@/store/api';
import { useMessagesQuery, useRetryMessageMutation } from '../api/messages-api';
import {
  aboutOf,
  attemptsLabel,
  CHANNEL_LABELS,
  MESSAGE_TABS,
  STATE_LABELS,
  tabHref,
  tabOf,
  TIME_HEADERS,
  timeOf,
  type MessageTab,
} from '../lib/message-labels';

const TABS = MESSAGE_TABS.map((tab) => ({ to: tabHref(tab), label: tab.label }));

const HINTS: Record<MessageView, string> = {
  failed:
    'Refused for good by the mail or SMS provider, or not delivered after a day of attempts. Retry one once the cause is fixed.',
  pending: 'Queued, being sent, or retrying after a failed attempt. This list refreshes by itself.',
  sent: 'Handed to the mail or SMS provider.',
};

const EMPTY: Record<MessageView, { icon: LucideIcon; title: string; text: string }> = {
  failed: {
    icon: MailCheck,
    title: 'No failed messages',
    text: 'Every message went out or is still being tried.',
  },
  pending: { icon: Clock, title: 'Nothing waiting to go', text: 'New messages go out in seconds.' },
  sent: {
    icon: Mail,
    title: 'No messages sent yet',
    text: 'Order, return and support messages appear here once they go out.',
  },
};

/** A retrying message is tried again by itself: say when, beside when it was queued. */
function When({ message, className }: { message: QueuedMessage; className?: string }) {
  const at = timeOf(message);
  return (
    <span className={className}>
      <time dateTime={at}>{formatDateTime(at)}</time>
      {message.next_attempt_at ? (
        <span className="block text-xs text-muted">
          Next attempt{' '}
          <time dateTime={message.next_attempt_at}>{formatDateTime(message.next_attempt_at)}</time>
        </span>
      ) : null}
    </span>
  );
}

function About({ message }: { message: QueuedMessage }) {
  const about = aboutOf(message.about);
  if (!about) return <span className="text-muted">—</span>;
  if (!about.href) return <span className="whitespace-nowrap">{about.label}</span>;
  return (
    <Link to={about.href} className="font-medium whitespace-nowrap text-brand hover:underline">
      {about.label}
    </Link>
  );
}

/** An address breaks before its domain, not anywhere in the middle of a name. */
function Recipient({ message }: { message: QueuedMessage }) {
  const at = message.to.indexOf('@');
  return (
    <span className="min-w-0 break-words">
      {CHANNEL_LABELS[message.channel]} to{' '}
      {at > 0 ? (
        <>
          {message.to.slice(0, at)}
          <wbr />
          {message.to.slice(at)}
        </>
      ) : (
        message.to
      )}
    </span>
  );
}

function ChannelIcon({ channel }: { channel: QueuedMessage['channel'] }) {
  const Icon = channel === 'email' ? Mail : MessageSquare;
  return <Icon aria-hidden className="size-3.5 shrink-0" />;
}

/** Subject first; the channel and recipient under it, and the whole text on request. */
function MessageCell({ message }: { message: QueuedMessage }) {
  return (
    <div className="max-w-64 min-w-52">
      <div className="font-medium break-words text-ink">{message.subject}</div>
      <div className="mt-0.5 flex items-center gap-1 text-xs text-muted">
        <ChannelIcon channel={message.channel} />
        <Recipient message={message} />
      </div>
      <MessageText message={message} />
    </div>
  );
}

/** The text as it was written: what staff send by hand when a message cannot go out. */
function MessageText({ message }: { message: QueuedMessage }) {
  return (
    <details className="mt-1 text-xs">
      <summary className="w-fit cursor-pointer rounded-sm py-1 text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand">
        Read the message
      </summary>
      <p className="mt-1 rounded-md border border-line bg-ivory p-2 whitespace-pre-wrap text-ink">
        {message.text}
      </p>
    </details>
  );
}

function ProviderAnswer({ message }: { message: QueuedMessage }) {
  if (!message.last_error) return <span className="text-muted">—</span>;
  return (
    <span className="block max-w-60 min-w-44 text-xs break-words text-danger">
      {message.last_error}
    </span>
  );
}

function StatePill({ message }: { message: QueuedMessage }) {
  const { label, tone } = STATE_LABELS[message.state];
  return <StatusPill tone={tone}>{label}</StatusPill>;
}

interface RetryProps {
  message: QueuedMessage;
  busy: boolean;
  onRetry: (message: QueuedMessage) => void;
}

function RetryButton({ message, busy, onRetry, className }: RetryProps & { className?: string }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={busy}
      className={className}
      aria-label={`Retry the ${CHANNEL_LABELS[message.channel].toLowerCase()} to ${message.to}`}
      icon={<RotateCcw aria-hidden className="size-4" />}
      onClick={() => onRetry(message)}
    >
      Retry
    </Button>
  );
}

function columnsFor(
  view: MessageView,
  retry: Omit<RetryProps, 'message' | 'busy'> & { busyId: string | null },
): Column<QueuedMessage>[] {
  const columns: (Column<QueuedMessage> | false)[] = [
    { key: 'message', header: 'Message', cell: (m) => <MessageCell message={m} /> },
    { key: 'about', header: 'About', cell: (m) => <About message={m} /> },
    view !== 'sent' && {
      key: 'answer',
      header: "Provider's answer",
      cell: (m) => <ProviderAnswer message={m} />,
    },
    {
      key: 'time',
      header: TIME_HEADERS[view],
      cell: (m) => <When message={m} className="inline-block min-w-24" />,
    },
    {
      key: 'state',
      header: 'State',
      cell: (m) => (
        <>
          <StatePill message={m} />
          <span className="mt-1 block text-xs whitespace-nowrap text-muted">
            {attemptsLabel(m.attempts)}
          </span>
        </>
      ),
    },
    view === 'failed' && {
      key: 'actions',
      header: 'Action',
      align: 'right',
      cell: (m) => <RetryButton message={m} busy={retry.busyId === m.id} onRetry={retry.onRetry} />,
    },
  ];
  return columns.filter((column): column is Column<QueuedMessage> => column !== false);
}

/** One message as a card, for a phone: what and to whom, the state, then why it failed. */
function MessageCard({ message, view, busy, onRetry }: RetryProps & { view: MessageView }) {
  return (
    <li className="rounded-lg border border-line bg-white p-3">
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 font-semibold break-words text-ink">{message.subject}</span>
        <StatePill message={message} />
      </div>
      <div className="mt-1 flex items-center gap-1 text-sm text-muted">
        <ChannelIcon channel={message.channel} />
        <Recipient message={message} />
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <About message={message} />
        <span aria-hidden>·</span>
        <span>{attemptsLabel(message.attempts)}</span>
      </div>
      <div className="mt-1 text-sm text-muted">
        {TIME_HEADERS[view]} <When message={message} />
      </div>
      {message.last_error && view !== 'sent' ? (
        <p className="mt-2 rounded-md bg-danger-soft p-2 text-xs break-words text-danger">
          <span className="font-semibold">Provider's answer: </span>
          {message.last_error}
        </p>
      ) : null}
      <MessageText message={message} />
      {view === 'failed' ? (
        <RetryButton message={message} busy={busy} onRetry={onRetry} className="mt-3 w-full" />
      ) : null}
    </li>
  );
}

function MessageList({ tab }: { tab: MessageTab }) {
  const { view } = tab;
  const params = useListParams();
  const query = useMessagesQuery(
    { status: view, page: params.page },
    // The queue moves on by itself: read afresh on every visit, and keep the waiting list live.
    { refetchOnMountOrArgChange: true, pollingInterval: view === 'pending' ? 5000 : 0 },
  );
  const [retry, retrying] = useRetryMessageMutation();
  const list = useRef<HTMLElement>(null);
  const busyId = retrying.isLoading ? (retrying.originalArgs ?? null) : null;

  const onRetry = async (message: QueuedMessage) => {
    try {
      const { said } = await retry(message.id).unwrap();
      toast.success(said);
      // Its row leaves the list, and the focus with it: keep the keyboard in the list.
      list.current?.focus();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const empty = EMPTY[view];

  return (
    <section
      ref={list}
      tabIndex={-1}
      aria-label={`${tab.label} messages`}
      className="focus:outline-none"
    >
      <p className="mb-4 text-sm text-muted">{HINTS[view]}</p>
      <ListResult
        query={query}
        loadingLabel="Loading messages…"
        empty={
          <EmptyState icon={empty.icon} title={empty.title}>
            {empty.text}
          </EmptyState>
        }
      >
        {(messages, pagination) => (
          <>
            {/* The columns fit beside the sidebar from 1280 px; on a narrower screen, cards. */}
            <div className="hidden xl:block">
              <DataTable
                caption={`${tab.label} messages, newest first`}
                columns={columnsFor(view, { busyId, onRetry: (m) => void onRetry(m) })}
                rows={messages}
                rowKey={(m) => m.id}
                loading={query.isFetching}
                pagination={pagination}
                onPageChange={params.setPage}
              />
            </div>
            <div className="xl:hidden">
              <CardList
                label={`${tab.label} messages, newest first`}
                className="grid items-start gap-2 md:grid-cols-2"
                loading={query.isFetching}
                pagination={pagination}
                onPageChange={params.setPage}
              >
                {messages.map((message) => (
                  <MessageCard
                    key={message.id}
                    message={message}
                    view={view}
                    busy={busyId === message.id}
                    onRetry={(m) => void onRetry(m)}
                  />
                ))}
              </CardList>
            </div>
          </>
        )}
      </ListResult>
    </section>
  );
}

/** The store's e-mails and SMS as the job queue holds them, and a retry for those that failed. */
export default function MessagesScreen() {
  const tab = tabOf(useParams().tab);
  if (!tab) return <Navigate to={paths.messages.getHref()} replace />;
  return (
    <>
      <PageHeader
        title="Messages"
        description="The e-mails and SMS the store sends shoppers about their orders, returns and questions."
      />
      <SectionTabs label="Messages" tabs={TABS} />
      <MessageList key={tab.view} tab={tab} />
    </>
  );
}
