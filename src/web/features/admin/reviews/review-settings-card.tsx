import { Send } from 'lucide-react';
import { useState } from 'react';
import type { ReviewSettings } from '@shared/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FieldMessage } from '@web/components/ui/field';
import { toast } from '@web/lib/toast';
import { SettingSwitch } from '../ui/setting-switch';
import { useSaveReviewSettings } from './reviews-api';

/** Whether delivered orders invite their customer to rate them, and how long after (owner and manager). */
export function ReviewSettingsCard({ saved }: { saved: ReviewSettings }) {
  const [invite, setInvite] = useState(saved.invite);
  const [delay, setDelay] = useState(String(saved.delayMinutes));
  const save = useSaveReviewSettings();
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold">Convite para avaliar</h2>
      <SettingSwitch
        on={invite}
        onChange={setInvite}
        icon={Send}
        title="Convidar o cliente depois da entrega"
        description="Por email, aviso no celular e WhatsApp (quando ativos), uma vez por pedido."
      />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Minutos depois da entrega
        <input
          inputMode="numeric"
          value={delay}
          onChange={(e) => setDelay(e.target.value.replace(/\D/g, '').slice(0, 4))}
          className="min-h-11 w-28 rounded-xl border border-line bg-surface px-3 text-base font-normal focus:border-primary focus:outline-none"
        />
      </label>
      {save.error && <FieldMessage id="review-settings" error={save.error.message} />}
      <Button
        className="self-start"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            { invite, delayMinutes: Number(delay || 0) },
            { onSuccess: () => toast.success('Convite para avaliar salvo.') },
          )
        }
      >
        {save.isPending ? 'Salvando...' : 'Salvar'}
      </Button>
    </Card>
  );
}
