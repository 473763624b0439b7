import { useState } from 'react';
import type { AdminReview } from '@shared/contract/reviews';
import { formatDateTime } from '@shared/format-date';
import { shortOrderId } from '@shared/order-number';
import { REVIEW_TEXT_MAX } from '@shared/reviews';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FieldMessage } from '@web/components/ui/field';
import { GivenReview } from '@web/features/reviews/given-review';
import { toast } from '@web/lib/toast';
import { useAnswerReview } from './reviews-api';

/** One review: who, which order, what they said, and the private answer (once). */
export function ReviewItem({ review }: { review: AdminReview }) {
  const first = review.customerName.trim().split(/\s+/)[0] ?? '';
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="admin-review">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {first} <span className="font-normal text-muted">· Pedido #{shortOrderId(review.orderId)}</span>
        </p>
        <span className="text-xs text-muted">pedido de {formatDateTime(review.orderCreatedAt)}</span>
      </div>
      <GivenReview review={review} />
      {!review.reply && <AnswerForm orderId={review.orderId} />}
    </Card>
  );
}

function AnswerForm({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const answer = useAnswerReview(orderId);
  if (!open)
    return (
      <Button variant="outline" size="sm" className="min-h-11 self-start" onClick={() => setOpen(true)}>
        Responder em particular
      </Button>
    );
  const id = `answer-${orderId}`;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        answer.mutate(text, { onSuccess: () => toast.success('Resposta enviada ao cliente por email.') });
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold">
        Sua resposta (só o cliente vê, por email e em Meus Pedidos)
      </label>
      <textarea
        id={id}
        value={text}
        rows={3}
        maxLength={REVIEW_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-xl border border-line bg-surface px-3 py-2 text-base focus:border-primary focus:outline-none"
      />
      {answer.error && <FieldMessage id={id} error={answer.error.message} />}
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="min-h-11" disabled={answer.isPending}>
          {answer.isPending ? 'Enviando...' : 'Enviar resposta'}
        </Button>
        <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
