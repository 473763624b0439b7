import { PauseCircle, PlayCircle } from 'lucide-react';
import { storeStatus, statusLabel } from '@shared/schedule';
import type { StoreSettings } from '@shared/schemas/store';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

const CHOICES: { label: string; minutes: number | null }[] = [
  { label: '30 min', minutes: 30 },
  { label: '1 hora', minutes: 60 },
  { label: '2 horas', minutes: 120 },
  { label: 'Até eu retomar', minutes: null },
];

/** The kitchen is swamped: stop taking orders now, for a while or until switched back on. */
export function PauseCard({
  settings,
  busy,
  onChange,
}: {
  settings: StoreSettings;
  busy: boolean;
  onChange: (patch: Partial<StoreSettings>, message: string) => void;
}) {
  const now = new Date();
  const status = storeStatus(settings, now);
  const paused = status.state === 'paused';
  return (
    <Card className={cn('p-4 sm:p-5', paused && 'border-[#f3c7c2] bg-[#fff7f6]')}>
      <div className="flex items-start gap-3">
        {paused ? (
          <PauseCircle className="size-7 shrink-0 text-danger" />
        ) : (
          <PlayCircle className="size-7 shrink-0 text-success" />
        )}
        <div className="flex-1">
          <h2 className="text-lg font-semibold">Pausar pedidos</h2>
          <p className="text-sm text-muted" data-testid="admin-store-status">
            Agora: {statusLabel(status, now)}
          </p>
        </div>
      </div>
      {paused ? (
        <Button
          className="mt-4 w-full sm:w-auto"
          disabled={busy}
          onClick={() => onChange({ ordersPaused: false, pausedUntil: null }, 'Pedidos retomados')}
        >
          Retomar pedidos
        </Button>
      ) : (
        <div className="mt-4 flex flex-col gap-2">
          <p className="text-sm font-medium">Pausar por:</p>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            {CHOICES.map((c) => (
              <Button
                key={c.label}
                variant="outline"
                disabled={busy}
                onClick={() =>
                  onChange(
                    {
                      ordersPaused: true,
                      pausedUntil: c.minutes === null ? null : new Date(Date.now() + c.minutes * 60_000).toISOString(),
                    },
                    'Pedidos pausados',
                  )
                }
              >
                {c.label}
              </Button>
            ))}
          </div>
        </div>
      )}
    </Card>
  );
}
