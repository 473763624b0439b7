import { PackageX, PauseCircle } from 'lucide-react';
import type { IfoodMerchantStatus, IfoodSettingsResponse } from '@shared/contract/ifood';
import { Card } from '@web/components/ui/card';
import { SettingSwitch } from '@web/features/admin/ui/setting-switch';
import { cn } from '@web/lib/cn';
import { useIfoodSettings, useSaveIfoodSettings } from './ifood-api';

type Configured = Extract<IfoodSettingsResponse, { configured: true }>;

/**
 * 'iFood' (docs/product.md#ifood): whether iFood shows the store open, when the server last
 * heard from it, 'Pausar o iFood junto com a loja' and 'Pausar no iFood o que está esgotado aqui',
 * each saved at once like the WhatsApp card.
 */
export function IfoodCard() {
  const settings = useIfoodSettings();
  if (!settings.data) return null;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" data-testid="ifood-card">
      <h2 className="text-lg font-semibold">iFood</h2>
      {settings.data.configured ? (
        <IfoodStatus saved={settings.data} />
      ) : (
        <p className="text-sm break-words text-muted">
          Receba os pedidos do iFood neste painel: veja no README como configurar IFOOD_CLIENT_ID, IFOOD_CLIENT_SECRET e
          IFOOD_MERCHANT_ID.
        </p>
      )}
    </Card>
  );
}

function IfoodStatus({ saved }: { saved: Configured }) {
  const save = useSaveIfoodSettings();
  return (
    <>
      <StoreOnIfood status={saved.merchantStatus} />
      <p className="text-sm text-muted">
        Último contato com o iFood: {saved.polledAt ? ago(saved.polledAt) : 'ainda nenhum'}
      </p>
      {saved.pollError && (
        <p role="alert" className="text-sm break-words text-danger">
          O iFood não respondeu: {saved.pollError}
        </p>
      )}
      <SettingSwitch
        on={saved.pauseWithStore}
        onChange={(pauseWithStore) => save.mutate({ pauseWithStore, syncAvailability: saved.syncAvailability })}
        icon={PauseCircle}
        title="Pausar o iFood junto com a loja"
        description="Ao pausar os pedidos em Horários, a loja também fecha no iFood até a pausa acabar."
      />
      <SettingSwitch
        on={saved.syncAvailability}
        onChange={(syncAvailability) => save.mutate({ pauseWithStore: saved.pauseWithStore, syncAvailability })}
        icon={PackageX}
        title="Pausar no iFood o que está esgotado aqui"
        description="Um produto desligado ou 'Esgotado hoje' fica pausado no iFood, pelo código no iFood do produto."
      />
      {saved.pausedOnIfood && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Pausado no iFood pela loja
        </p>
      )}
    </>
  );
}

/** The channel the card speaks of: the first iFood says is available, else the first. */
function StoreOnIfood({ status }: { status: IfoodMerchantStatus | null }) {
  const entry = status?.find((e) => e.available) ?? status?.[0];
  if (!entry)
    return <Line dot="bg-muted" title="Aguardando o iFood" detail="A situação da loja aparece em instantes." />;
  const open = entry.available && (entry.state === 'OK' || entry.state === 'WARNING');
  const detail = [entry.message.title, entry.message.subtitle].filter(Boolean).join(' · ');
  return (
    <Line
      dot={!open ? 'bg-danger' : entry.state === 'WARNING' ? 'bg-amber-500' : 'bg-success'}
      title={open ? 'Loja aberta no iFood' : 'Loja fechada no iFood'}
      detail={detail}
    />
  );
}

function Line({ dot, title, detail }: { dot: string; title: string; detail: string }) {
  return (
    <div className="flex items-start gap-2" data-testid="ifood-store-status">
      <span className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', dot)} aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {detail && <p className="text-sm break-words text-muted">{detail}</p>}
      </div>
    </div>
  );
}

/** 'há 12 s', 'há 3 min', 'há 2 h': how long ago the server last heard from iFood. */
function ago(iso: string): string {
  const s = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 1000));
  if (s < 60) return `há ${s} s`;
  if (s < 3600) return `há ${Math.floor(s / 60)} min`;
  return `há ${Math.floor(s / 3600)} h`;
}
