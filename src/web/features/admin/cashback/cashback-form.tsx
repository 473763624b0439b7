import { Eye } from 'lucide-react';
import type { CashbackTerms } from '@shared/cashback';
import { cashbackOfferText, cashbackUseText } from '@web/components/cashback-terms-text';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { CashbackFields } from './cashback-fields';
import { useCashbackForm } from './use-cashback-form';

/** 'Regras do cashback': the owner's terms, what customers will read of them, and 'Salvar'. */
export function CashbackForm({ saved }: { saved: CashbackTerms }) {
  const { fields, preview, submit, saving, refusal } = useCashbackForm(saved);
  return (
    <Card className="p-4 sm:p-5">
      <form
        className="flex flex-col gap-4"
        aria-labelledby="cashback-form-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2 id="cashback-form-title" className="text-lg font-semibold">
          Regras do cashback
        </h2>
        <CashbackFields form={fields} />
        {preview?.enabled && <CustomerPreview terms={preview} />}
        {refusal && (
          <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2.5 text-sm font-medium text-danger">
            {refusal}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" disabled={saving}>
          {saving ? 'Salvando...' : 'Salvar cashback'}
        </Button>
      </form>
    </Card>
  );
}

/** The terms as typed, in the words of the customer's 'Seu saldo'. */
function CustomerPreview({ terms }: { terms: CashbackTerms }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-canvas px-3 py-2.5" data-testid="cashback-preview">
      <Eye className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
      <div className="min-w-0 text-sm">
        <p className="text-xs font-medium text-muted">O cliente vê em Meus Pedidos</p>
        <p className="font-semibold">{cashbackOfferText(terms)}</p>
        <p className="text-muted">{cashbackUseText(terms)}</p>
      </div>
    </div>
  );
}
