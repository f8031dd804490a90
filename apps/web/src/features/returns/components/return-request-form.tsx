import { useState, type ReactNode } from 'react';
import { useNavigate } from '@/lib/router';
import {
  RETURN_COMMENT_MAX,
  RETURN_REASONS,
  type Address,
  type ReturnableOrder,
  type ReturnType,
} from '@kesariya/shared';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { failureOf } from '@/store/api';
import { useAppSelector } from '@/store/hooks';
import { useCreateReturnRequestMutation } from '../api/returns-api';
import {
  EMPTY_RETURN_FORM,
  problemsOfRefusal,
  replacementSizes,
  returnFormProblems,
  type ReturnFormField,
  type ReturnFormFields,
  type ReturnFormProblems,
} from '../lib/return-form';
import { REQUEST_WORDS } from '../lib/return-status';
import { FieldProblem } from '@/components/field-problem';
import { ItemPicker } from './item-picker';
import { PhotoField } from './photo-field';
import { SizePicker } from './size-picker';

/** What the status page shows after a submit: the server's words and the request to point at. */
export interface SubmittedRequest {
  submitted: string;
  requestId: number;
}

const FIELD_ORDER: ReturnFormField[] = ['items', 'size', 'reason', 'comment', 'photo', 'address'];

/** Moves focus to the first field that needs another look, so a keyboard user lands on it. */
function focusFirst(problems: ReturnFormProblems) {
  const field = FIELD_ORDER.find((f) => problems[f]);
  if (!field) return;
  document
    .querySelector<HTMLElement>(
      `#field-${field} input:not([type=hidden]), #field-${field} select, #field-${field} textarea`,
    )
    ?.focus();
}

const controlClass =
  'mt-2 block min-h-11 w-full rounded-md border bg-white px-3 text-[15px] text-ink aria-[invalid=true]:border-danger';

/**
 * The return or replacement request of one delivered order: items, the size wanted instead, a
 * reason, a comment, a photo and the pickup address (composed in by the route). Every message
 * stands beside its field and nothing typed is lost; a sent request leads to its status page.
 */
export function ReturnRequestForm({
  type,
  order,
  pickupAddress,
}: {
  type: ReturnType;
  order: ReturnableOrder;
  pickupAddress: ReactNode;
}) {
  const words = REQUEST_WORDS[type];
  const navigate = useNavigate();
  const address = useAppSelector((state) => state.shopper.selectedAddress as Address | null);
  const [fields, setFields] = useState<ReturnFormFields>(EMPTY_RETURN_FORM);
  const [tried, setTried] = useState(false);
  const [photoRefusal, setPhotoRefusal] = useState<string>();
  // The server's refusal: its messages by the form's fields, or its message for the whole form.
  const [answer, setAnswer] = useState<{ problems: ReturnFormProblems; message: string } | null>(
    null,
  );
  const [create, creating] = useCreateReturnRequestMutation();

  const current: ReturnFormFields = { ...fields, addressId: address?.id ?? null };
  const sizes = replacementSizes(order.items, current.itemIds);
  // Once the shopper has tried to send, messages follow every change, so a fixed field clears.
  const shown: ReturnFormProblems = {
    ...answer?.problems,
    ...(tried ? returnFormProblems(current, type, sizes) : {}),
    ...(photoRefusal ? { photo: photoRefusal } : {}),
  };

  function change(patch: Partial<ReturnFormFields>) {
    setFields((f) => ({ ...f, ...patch }));
    setAnswer(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    setAnswer(null);
    const found = returnFormProblems(current, type, sizes);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    try {
      const result = await create({
        saleId: order.sale_id,
        itemIds: current.itemIds,
        type,
        reason: current.reason,
        comment: current.comment.trim(),
        size: current.size,
        addressId: current.addressId!,
        photo: current.photo,
      }).unwrap();
      const state: SubmittedRequest = { submitted: result.message, requestId: result.request.id };
      navigate(paths.refundReplaceProcess.getHref(words.statusPage), { state });
    } catch (error) {
      const { message, fields } = failureOf(error);
      const problems = problemsOfRefusal(fields);
      setAnswer({ problems, message });
      focusFirst(problems);
    }
  }

  const describedBy = (field: ReturnFormField) => (shown[field] ? `${field}-problem` : undefined);
  const commentLength = fields.comment.trim().length;

  return (
    <form onSubmit={submit} noValidate className="space-y-8" data-testid="return-form">
      <ItemPicker
        legend={`Which items do you want to ${words.verb.toLowerCase()}?`}
        items={order.items}
        chosen={fields.itemIds}
        onChange={(itemIds) => change({ itemIds })}
        problem={shown.items}
      />
      {type === 'replace' && (
        <SizePicker
          sizes={sizes}
          anyChosen={fields.itemIds.length > 0}
          value={sizes.includes(fields.size) ? fields.size : ''}
          onChange={(size) => change({ size })}
          problem={shown.size}
        />
      )}
      <div id="field-reason">
        <label htmlFor="return-reason" className="text-base font-semibold text-ink">
          Reason
        </label>
        <select
          id="return-reason"
          value={fields.reason}
          onChange={(e) => change({ reason: e.target.value })}
          aria-invalid={shown.reason ? true : undefined}
          aria-describedby={describedBy('reason')}
          className={cn(controlClass, 'border-line')}
        >
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
        <FieldProblem id="reason-problem" message={shown.reason} />
      </div>
      <div id="field-comment">
        <label htmlFor="return-comment" className="text-base font-semibold text-ink">
          Anything else we should know? <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id="return-comment"
          rows={3}
          value={fields.comment}
          onChange={(e) => change({ comment: e.target.value })}
          aria-invalid={shown.comment ? true : undefined}
          aria-describedby={cn('comment-count', describedBy('comment'))}
          className={cn(controlClass, 'border-line py-2')}
        />
        <p
          id="comment-count"
          className={cn(
            'mt-1 text-right text-xs',
            commentLength > RETURN_COMMENT_MAX ? 'font-semibold text-danger' : 'text-muted',
          )}
        >
          {commentLength}/{RETURN_COMMENT_MAX}
        </p>
        <FieldProblem id="comment-problem" message={shown.comment} />
      </div>
      <PhotoField
        photo={fields.photo}
        onChange={(photo) => change({ photo })}
        problem={shown.photo}
        onProblem={setPhotoRefusal}
      />
      <div id="field-address">
        {pickupAddress}
        <FieldProblem id="address-problem" message={shown.address} />
      </div>
      <div className="border-t border-line pt-6">
        {answer && Object.keys(answer.problems).length === 0 && (
          <p
            role="alert"
            className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-danger"
            data-testid="return-refusal"
          >
            {answer.message}
          </p>
        )}
        <Button type="submit" className="w-full sm:w-auto" disabled={creating.isLoading}>
          {creating.isLoading ? 'Sending…' : `Request ${words.noun}`}
        </Button>
      </div>
    </form>
  );
}
