import type { FormEvent } from 'react';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, FAQ_TOPIC_MAX, type AdminFaq } from '@kesariya/shared';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Field, controlClass } from '@/components/field';
import { TextField } from '@/components/text-field';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import { useSaveFaqMutation } from '../api/content-api';

/** Adding or editing one question; the topic groups questions on the storefront's FAQ page. */
export function FaqForm({
  faq,
  topics,
  onDone,
}: {
  faq: AdminFaq | null;
  topics: string[];
  onDone: () => void;
}) {
  const { values, set, field, refused } = useForm({
    question: faq?.question ?? '',
    answer: faq?.answer ?? '',
    topic: faq?.topic ?? 'General',
    status: faq?.status ?? 'Y',
  });
  const [save, saving] = useSaveFaqMutation();
  const answer = field('answer');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ id: faq?.id ?? null, form: values });
    if ('error' in result) return refused(result.error);
    toast.success(faq ? 'Question saved' : 'Question added');
    onDone();
  };

  return (
    <section
      aria-label={faq ? 'Edit question' : 'New question'}
      className="mb-6 rounded-lg border border-line bg-white p-4 sm:p-5"
    >
      <h2 className="mb-4 text-base font-semibold text-ink">
        {faq ? 'Edit question' : 'New question'}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label="Question" maxLength={FAQ_QUESTION_MAX} {...field('question')} />
        </div>
        <div className="sm:col-span-2">
          <Field id="faq-answer" label="Answer" error={answer.error}>
            <textarea
              id="faq-answer"
              rows={4}
              maxLength={FAQ_ANSWER_MAX}
              value={answer.value}
              onChange={answer.onChange}
              aria-invalid={answer.error ? true : undefined}
              aria-describedby={answer.error ? 'faq-answer-message' : undefined}
              className={`${controlClass(answer.error)} h-auto py-2`}
            />
          </Field>
        </div>
        <TextField
          label="Topic"
          maxLength={FAQ_TOPIC_MAX}
          list="faq-topics"
          hint="Questions of one topic are shown together."
          {...field('topic')}
        />
        <datalist id="faq-topics">
          {topics.map((topic) => (
            <option key={topic} value={topic} />
          ))}
        </datalist>
        <div className="self-center">
          <Checkbox
            label="Shown on the storefront"
            checked={values.status === 'Y'}
            onChange={(event) => set('status', event.target.checked ? 'Y' : 'N')}
          />
        </div>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" busy={saving.isLoading}>
            {faq ? 'Save question' : 'Add question'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
