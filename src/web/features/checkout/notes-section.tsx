import { MessageSquareText } from 'lucide-react';
import { SectionCard } from './section-card';
import type { CheckoutFormApi } from './text-field';

/** 'Observações': a note for the kitchen or the delivery. */
export function NotesSection({ form }: { form: CheckoutFormApi }) {
  return (
    <SectionCard icon={MessageSquareText} title="Observações" id="checkout-notes">
      <label htmlFor="checkout-notes-field" className="sr-only">
        Observações
      </label>
      <textarea
        id="checkout-notes-field"
        rows={3}
        maxLength={500}
        placeholder="Ex.: sem cebola, apartamento 12, tocar o interfone"
        className="w-full rounded-xl border border-line bg-surface px-3 py-2.5 text-base placeholder:text-muted/80 focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/30"
        {...form.register('notes')}
      />
    </SectionCard>
  );
}
