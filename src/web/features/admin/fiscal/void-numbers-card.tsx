import { Ban } from 'lucide-react';
import { JUSTIFICATION_MAX, JUSTIFICATION_MIN } from '@shared/fiscal';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextareaField, TextField } from '@web/components/ui/field';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useVoidForm } from './use-void-form';
import { rangeText, type VoidDraft } from './void-draft';
import { VoidList } from './void-list';

/**
 * 'Inutilizar numeração': numbers no note used (skipped by a failure) declared void at SEFAZ,
 * and the ones voided before. Needs the provider; SEFAZ never undoes it, so it is confirmed.
 */
export function VoidNumbersCard({ defaultSeries, providerReady }: { defaultSeries: number; providerReady: boolean }) {
  const form = useVoidForm(defaultSeries);
  const { draft, errors, set, asking } = form;
  const number = (name: 'series' | 'from' | 'to', label: string, placeholder?: string) => (
    <TextField
      id={`void-${name}`}
      label={label}
      error={errors[name]}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value.replace(/\D/g, '') } as Partial<VoidDraft>)}
    />
  );
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div>
        <h2 className="text-lg font-semibold">Inutilizar numeração</h2>
        <p className="mt-0.5 text-sm text-muted">
          Quando uma falha pula números da sequência, informe à SEFAZ os que nenhuma nota usou.
        </p>
      </div>
      <form
        className="flex flex-col gap-4"
        aria-label="Inutilizar numeração"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <div className="grid grid-cols-3 gap-3">
          {number('series', 'Série')}
          {number('from', 'Do nº')}
          {number('to', 'Até o nº', 'Só um')}
        </div>
        <TextareaField
          id="void-reason"
          label="Motivo"
          error={errors.reason}
          hint={`${draft.reason.trim().length} de ${JUSTIFICATION_MAX} caracteres (mínimo ${JUSTIFICATION_MIN}). Vai para a SEFAZ.`}
          rows={2}
          maxLength={JUSTIFICATION_MAX}
          placeholder="Ex: Números pulados por falha na comunicação com a SEFAZ"
          value={draft.reason}
          onChange={(e) => set({ reason: e.target.value })}
        />
        {form.refusal && (
          <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2.5 text-sm font-medium text-danger">
            {form.refusal}
          </p>
        )}
        {!providerReady && (
          <p className="text-sm text-muted">Disponível quando o provedor fiscal estiver configurado no servidor.</p>
        )}
        <Button type="submit" variant="outline" className="sm:self-end" disabled={!providerReady || form.sending}>
          <Ban className="size-4" aria-hidden />
          {form.sending ? 'Inutilizando...' : 'Inutilizar'}
        </Button>
      </form>
      <VoidList />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && form.cancel()}
        title="Inutilizar numeração?"
        description={
          asking &&
          `${rangeText(asking)} da série ${asking.series} não poderão mais ser usados. A SEFAZ não desfaz uma inutilização.`
        }
        confirmLabel="Inutilizar"
        busy={form.sending}
        onConfirm={form.confirm}
      />
    </Card>
  );
}
