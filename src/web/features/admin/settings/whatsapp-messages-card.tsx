import { Ban, Bike, PackageCheck, ShoppingBag, Star } from 'lucide-react';
import type { WhatsappSettingsResponse } from '@shared/contract/whatsapp';
import { WHATSAPP_KIND_LABELS, WHATSAPP_KINDS, type WhatsappKind } from '@shared/whatsapp-messages';
import { Card } from '@web/components/ui/card';
import { SettingSwitch } from '@web/features/admin/ui/setting-switch';
import { useSaveWhatsappSettings, useWhatsappSettings } from './whatsapp-messages-api';

const ICONS = { received: ShoppingBag, delivering: Bike, pickup_ready: PackageCheck, cancelled: Ban, review: Star };
const WHEN: Record<WhatsappKind, string> = {
  received: 'Quando o pedido chega (pago online: quando o pagamento é confirmado).',
  delivering: "Quando o pedido vai para 'Em entrega'.",
  pickup_ready: 'Quando um pedido de retirada fica pronto.',
  cancelled: 'Quando o pedido é cancelado.',
  review: 'Depois da entrega, o convite para avaliar o pedido (veja Avaliações).',
};

/**
 * 'Mensagens pelo WhatsApp' (docs/product.md#whatsapp-messages): which moments send the customer
 * a message through the WhatsApp Cloud API; each switch saves at once.
 */
export function WhatsappMessagesCard() {
  const settings = useWhatsappSettings();
  if (!settings.data) return null;
  return <WhatsappMessagesForm saved={settings.data} />;
}

function WhatsappMessagesForm({ saved }: { saved: WhatsappSettingsResponse }) {
  const save = useSaveWhatsappSettings();
  const toggle = (kind: WhatsappKind, on: boolean) =>
    save.mutate({ kinds: WHATSAPP_KINDS.filter((k) => (k === kind ? on : saved.kinds.includes(k))) });
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" data-testid="whatsapp-messages-card">
      <div>
        <h2 className="text-lg font-semibold">Mensagens pelo WhatsApp</h2>
        <p className="text-sm text-muted">
          O cliente que marcar &apos;Receber atualizações pelo WhatsApp&apos; no pedido recebe uma mensagem do número da
          loja nestes momentos (cada chave vale na hora). Para parar, ele responde SAIR.
        </p>
      </div>
      {!saved.configured && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          A API do WhatsApp não está configurada neste servidor: nenhuma mensagem é enviada. Veja &apos;WhatsApp
          messages&apos; no README.
        </p>
      )}
      {WHATSAPP_KINDS.map((kind) => (
        <SettingSwitch
          key={kind}
          on={saved.kinds.includes(kind)}
          onChange={(on) => toggle(kind, on)}
          icon={ICONS[kind]}
          title={WHATSAPP_KIND_LABELS[kind]}
          description={`${WHEN[kind]} Modelo: ${saved.templates.find((t) => t.kind === kind)?.name ?? kind}`}
        />
      ))}
    </Card>
  );
}
