import { useState } from 'react';
import type { OpenRegisterView } from '@shared/contract/register';
import { formatBRL, parseReaisToCents } from '@shared/money';
import { COUNTED_METHODS, REGISTER_METHOD_LABELS, type CountedMethod } from '@shared/register';
import { REGISTER_NOTE_MAX } from '@shared/schemas/register';
import { MoneyField, TextareaField } from '@web/components/ui/field';
import { FormDialog } from '../ui/form-dialog';
import { DifferenceText } from './difference-text';
import { closeBody, type CloseDraft } from './register-draft';
import type { useRegisterActions } from './use-register-actions';

const COUNT_HINTS: Record<CountedMethod, string> = {
  cash: 'Tudo o que está na gaveta, com o troco inicial.',
  credit_card: 'O total do relatório da maquininha.',
  pix: 'O total recebido no extrato da conta.',
};

/**
 * 'Fechar caixa': what staff counted per method. The expected figure and the difference show
 * beside each count only when the server sent them (not in 'Fechamento às cegas').
 */
export function CloseRegisterDialog({
  register,
  close,
  onClose,
}: {
  register: OpenRegisterView;
  close: ReturnType<typeof useRegisterActions>['close'];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<CloseDraft>({ cash: '', credit_card: '', pix: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof CloseDraft, string>>>({});
  const expected = (m: string) => register.figures?.methods.find((l) => l.method === m)?.expectedCents;
  const online = expected('stripe');
  const submit = () => {
    const parsed = closeBody(draft);
    setErrors(parsed.errors ?? {});
    if (parsed.body) close.mutate({ id: register.id, body: parsed.body });
  };
  return (
    <FormDialog
      title="Fechar caixa"
      wide
      subtitle={<p className="text-sm text-muted">Conte cada forma de pagamento e informe o valor.</p>}
      submitLabel={'Fechar caixa'}
      busyLabel={'Fechando...'}
      busy={close.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {!register.figures && (
        <p className="rounded-xl bg-canvas px-3 py-2 text-sm text-muted">
          Fechamento às cegas: o valor esperado aparece depois de fechar.
        </p>
      )}
      {COUNTED_METHODS.map((m) => (
        <CountRow
          key={m}
          method={m}
          typed={draft[m]}
          expectedCents={expected(m)}
          error={errors[m]}
          onChange={(v) => setDraft({ ...draft, [m]: v })}
        />
      ))}
      {online !== undefined && (
        <p className="flex justify-between gap-3 rounded-xl bg-canvas px-3 py-2 text-sm">
          <span>{REGISTER_METHOD_LABELS.stripe} (conferido pelo Stripe)</span>
          <span className="font-semibold whitespace-nowrap tabular-nums">{formatBRL(online)}</span>
        </p>
      )}
      <TextareaField
        id="close-note"
        label="Observação (opcional)"
        rows={2}
        maxLength={REGISTER_NOTE_MAX}
        error={errors.note}
        value={draft.note}
        onChange={(e) => setDraft({ ...draft, note: e.target.value })}
      />
    </FormDialog>
  );
}

function CountRow({
  method,
  typed,
  expectedCents,
  error,
  onChange,
}: {
  method: CountedMethod;
  typed: string;
  expectedCents: number | undefined;
  error: string | undefined;
  onChange: (typed: string) => void;
}) {
  const counted = typed.trim() ? parseReaisToCents(typed) : null;
  return (
    <div className="grid gap-2 rounded-xl border border-line p-3 sm:grid-cols-[1fr_11rem] sm:items-end">
      <MoneyField
        id={`count-${method}`}
        label={REGISTER_METHOD_LABELS[method]}
        placeholder="0,00"
        hint={COUNT_HINTS[method]}
        error={error}
        value={typed}
        onChange={(e) => onChange(e.target.value)}
      />
      {expectedCents !== undefined && (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm sm:flex-col sm:items-end sm:pb-6 sm:text-right">
          <div>
            <dt className="inline text-muted">Esperado: </dt>
            <dd className="inline font-semibold tabular-nums">{formatBRL(expectedCents)}</dd>
          </div>
          {counted !== null && (
            <div>
              <dt className="sr-only">Diferença</dt>
              <dd>
                <DifferenceText cents={counted - expectedCents} />
              </dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
