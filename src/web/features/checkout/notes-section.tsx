import { MessageSquareText } from 'lucide-react';
import { TextareaField } from '@web/components/ui/field';
import { formField } from '@web/lib/form-field';
import type { CheckoutFormApi } from './checkout-form';
import { SectionCard } from './section-card';

/** 'Observações': a note for the kitchen or the delivery. */
export function NotesSection({ form }: { form: CheckoutFormApi }) {
  return (
    <SectionCard icon={MessageSquareText} title="Observações" id="checkout-notes">
      {/* A block, not the field's column: the box keeps the line it sits on, and its spacing. */}
      <TextareaField
        label="Observações"
        hideLabel
        className="block"
        rows={3}
        maxLength={500}
        placeholder="Ex.: sem cebola, apartamento 12, tocar o interfone"
        controlClassName="py-2.5 placeholder:text-muted/80 focus-visible:ring-2 focus-visible:ring-primary/30"
        {...formField(form, 'notes', { id: 'checkout-notes-field' })}
      />
    </SectionCard>
  );
}
