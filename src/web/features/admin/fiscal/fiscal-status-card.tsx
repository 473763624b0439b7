import { CircleCheck, CircleDashed, Server, TriangleAlert } from 'lucide-react';
import type { FiscalSettingsView } from '@shared/contract/fiscal';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { ENVIRONMENT_LABELS } from './fiscal-labels';

/**
 * Whether notes are being issued, through which provider, what is missing before the first one
 * and what is worth a look: the settings as saved (the server's view), not as being typed.
 */
export function FiscalStatusCard({ view }: { view: FiscalSettingsView }) {
  const { settings, provider, gaps, warnings } = view;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid="fiscal-status">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <IssuingState enabled={settings.enabled} providerReady={provider !== null} />
        <p className="flex items-center gap-2 text-sm">
          <Server className="size-4 shrink-0 text-muted" aria-hidden />
          {provider ? (
            <span>
              <span className="font-medium">{provider.name}</span> · {ENVIRONMENT_LABELS[provider.environment]}
            </span>
          ) : (
            <span className="font-medium text-danger">Provedor fiscal não configurado no servidor</span>
          )}
        </p>
      </div>
      {provider?.environment === 'homologacao' && (
        <p className="text-sm text-muted">Em homologação as notas são de teste, sem valor fiscal.</p>
      )}
      {gaps.length > 0 ? (
        <section aria-labelledby="fiscal-gaps-title" className="flex flex-col gap-2">
          <h2 id="fiscal-gaps-title" className="text-sm font-semibold">
            Falta para emitir
          </h2>
          <ul className="flex flex-col gap-1.5">
            {gaps.map((g) => (
              <li key={g.field} className="flex items-start gap-2 text-sm">
                <CircleDashed className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
                {g.message}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        !settings.enabled && (
          <p className="flex items-start gap-2 text-sm">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            Nada falta: ligue “Emitir NFC-e” abaixo e salve para começar.
          </p>
        )
      )}
      {warnings.map((w) => (
        <p
          key={w.field}
          className="flex gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {w.message}
        </p>
      ))}
    </Card>
  );
}

/** 'Emitindo NFC-e', or why not: switched off, or on with no provider to send through. */
function IssuingState({ enabled, providerReady }: { enabled: boolean; providerReady: boolean }) {
  const state = !enabled ? 'off' : providerReady ? 'on' : 'stopped';
  const text = { on: 'Emitindo NFC-e', off: 'Emissão desligada', stopped: 'Emissão parada' }[state];
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset',
        state === 'on' && 'bg-green-100 text-green-900 ring-green-200',
        state === 'off' && 'bg-stone-100 text-stone-800 ring-stone-200',
        state === 'stopped' && 'bg-amber-100 text-amber-900 ring-amber-200',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'size-2 rounded-full',
          state === 'on' ? 'bg-green-600' : state === 'off' ? 'bg-stone-400' : 'bg-amber-500',
        )}
      />
      {text}
    </p>
  );
}
