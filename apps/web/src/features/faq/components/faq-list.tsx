import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '@kesariya/shared';
import { ScreenSkeleton, Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/store/api';
import { useGetFaqsQuery } from '../api/faq-api';

/** Groups keep the server's order of topics (it answers them as the store arranged them). */
function groupByTopic(entries: FaqEntry[]): [string, FaqEntry[]][] {
  const groups = new Map<string, FaqEntry[]>();
  for (const entry of entries) {
    const list = groups.get(entry.topic) ?? [];
    list.push(entry);
    groups.set(entry.topic, list);
  }
  return [...groups.entries()];
}

export function FaqList() {
  const { data, isLoading, isError, error } = useGetFaqsQuery();

  if (isLoading) {
    return (
      <ScreenSkeleton className="space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </ScreenSkeleton>
    );
  }
  if (isError) {
    return (
      <p className="text-muted">
        We could not load the questions ({errorMessage(error)}). Please refresh the page.
      </p>
    );
  }

  return (
    <div className="space-y-10" data-testid="faq-list">
      {groupByTopic(data ?? []).map(([topic, entries]) => (
        <section key={topic} aria-labelledby={`faq-${topic}`}>
          <h2 id={`faq-${topic}`} className="font-display text-2xl font-semibold">
            {topic}
          </h2>
          <Accordion.Root
            type="multiple"
            className="mt-4 divide-y divide-line rounded-lg border border-line bg-white"
          >
            {entries.map((entry) => (
              <Accordion.Item key={entry.id} value={String(entry.id)}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-[15px] font-medium text-ink hover:text-brand">
                    {entry.question}
                    <ChevronDown
                      className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden="true"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-5 text-[15px] leading-7 text-muted">
                  {entry.answer}
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </section>
      ))}
    </div>
  );
}
