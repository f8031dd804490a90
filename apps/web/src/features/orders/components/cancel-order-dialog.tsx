import { useState } from 'react';
import type { CancelledOrder, OrderDetail } from '@kesariya/shared';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { CancelOrderForm, CancelResult } from './cancel-order-flow';

interface CancelOrderDialogProps {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The order page's confirm step: the reason, then where the money went. */
export function CancelOrderDialog({ order, open, onOpenChange }: CancelOrderDialogProps) {
  const [result, setResult] = useState<CancelledOrder | null>(null);
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setResult(null);
        onOpenChange(next);
      }}
      title={
        result ? (
          `Order ${order.sale_id} is cancelled`
        ) : (
          // The order number is one word: never broken at its hyphens on a phone.
          <>
            Cancel order <span className="whitespace-nowrap">{order.sale_id}?</span>
          </>
        )
      }
      description={result ? undefined : 'The items go back on our shelves. This cannot be undone.'}
      hideTitle={result !== null}
    >
      <div className="mt-5">
        {result ? (
          <CancelResult result={result}>
            <Button
              onClick={() => {
                setResult(null);
                close();
              }}
            >
              Done
            </Button>
          </CancelResult>
        ) : (
          <CancelOrderForm order={order} onCancelled={setResult} onKeep={close} />
        )}
      </div>
    </Dialog>
  );
}
