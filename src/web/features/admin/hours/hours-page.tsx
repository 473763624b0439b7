import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { StoreSettings } from '@shared/contract/store';
import type { OpeningInterval, SpecialDate } from '@shared/schedule';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { storeSaved, useAdminStore } from '../settings/store-settings-api';
import { PauseCard } from './pause-card';
import { SpecialDatesEditor } from './special-dates-editor';
import { WeeklyHoursEditor } from './weekly-hours-editor';

/** /admin/hours: weekly hours, holidays and the instant pause (docs/product.md#opening-hours-and-pause). */
export function HoursPage() {
  const qc = useQueryClient();
  const settings = useAdminStore();
  const [hours, setHours] = useState<OpeningInterval[]>([]);
  const [dates, setDates] = useState<SpecialDate[]>([]);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (settings.data && !dirty) {
      setHours(settings.data.openingHours);
      setDates(settings.data.specialDates);
    }
  }, [settings.data, dirty]);

  const save = useMutation({
    mutationFn: (patch: Partial<StoreSettings>) =>
      api<StoreSettings>('/api/admin/store', { method: 'PUT', json: patch }),
    onSuccess: (saved) => storeSaved(qc, saved),
  });

  if (settings.isPending) return <LoadingState text="Carregando horários..." />;
  if (settings.isError) return <p className="text-danger">Erro ao carregar as configurações.</p>;

  const saveHours = () =>
    save.mutate(
      { openingHours: hours, specialDates: dates },
      {
        onSuccess: () => {
          setDirty(false);
          toast.success('Horários salvos');
        },
        onError: (err) => toast.error(failureMessage('Erro ao salvar horários', err)),
      },
    );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">Horários</h1>
        <p className="text-muted">Fora destes horários a loja mostra quando abre e não aceita pedidos.</p>
      </header>

      <PauseCard
        settings={settings.data}
        busy={save.isPending}
        onChange={(patch, message) =>
          save.mutate(patch, {
            onSuccess: () => toast.success(message),
            onError: (err) => toast.error(failureMessage('Erro ao atualizar a pausa', err)),
          })
        }
      />

      <Card className="p-4 sm:p-5">
        <h2 className="text-lg font-semibold">Horário de funcionamento</h2>
        <p className="mb-4 text-sm text-muted">
          Horário de São Paulo. Um horário que passa da meia-noite (18:00 às 02:00) vale até a madrugada seguinte.
        </p>
        <WeeklyHoursEditor
          value={hours}
          onChange={(v) => {
            setHours(v);
            setDirty(true);
          }}
        />
      </Card>

      <Card className="p-4 sm:p-5">
        <h2 className="text-lg font-semibold">Feriados e datas especiais</h2>
        <p className="mb-4 text-sm text-muted">
          Numa data especial valem só os horários dela; sem horários, a loja fica fechada o dia todo.
        </p>
        <SpecialDatesEditor
          value={dates}
          onChange={(v) => {
            setDates(v);
            setDirty(true);
          }}
        />
      </Card>

      <div className="sticky bottom-0 -mx-4 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <Button className="w-full sm:w-auto" disabled={!dirty || save.isPending} onClick={saveHours}>
          {save.isPending ? 'Salvando...' : 'Salvar horários'}
        </Button>
      </div>
    </div>
  );
}
