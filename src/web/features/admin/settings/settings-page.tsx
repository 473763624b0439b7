import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { DeliveryNeighbourhood } from '@shared/contract/delivery-neighbourhoods';
import type { StoreSettings } from '@shared/contract/store';
import type { NeighbourhoodListInput } from '@shared/schemas/delivery-neighbourhoods';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextareaField, TextField } from '@web/components/ui/field';
import { LoadingState } from '@web/components/ui/spinner';
import { api, ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { EmailOffNotice } from '../ui/email-off-notice';
import { ImageField } from '../ui/image-field';
import { PageHeader } from '../ui/page-header';
import { DeliveryTab } from './delivery-tab';
import {
  neighbourhoodDrafts,
  validateNeighbourhoods,
  type NeighbourhoodDraft,
  type NeighbourhoodErrors,
} from './neighbourhood-draft';
import { NEIGHBOURHOODS_KEY, saveNeighbourhoods, useAdminNeighbourhoods } from './neighbourhoods-api';
import { PartsPricingSetting } from './parts-pricing-setting';
import { SchedulingSettings } from './scheduling-settings';
import { draftFrom, FIELD_TAB, validateSettings, type SettingsDraft, type SettingsErrors } from './settings-form';
import { storeSaved, useAdminStore } from './store-settings-api';
import { WhatsappSetting } from './whatsapp-setting';

const TABS = [
  ['geral', 'Geral'],
  ['imagens', 'Imagens'],
  ['entrega', 'Entrega'],
  ['agendamento', 'Agendamento'],
  ['pix', 'PIX'],
] as const;

type Patch = { store: Partial<StoreSettings>; neighbourhoods: NeighbourhoodListInput | null };

function SettingsForm({
  initial,
  initialNeighbourhoods,
}: {
  initial: StoreSettings;
  initialNeighbourhoods: DeliveryNeighbourhood[];
}) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFrom(initial));
  const [errors, setErrors] = useState<SettingsErrors>({});
  // 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood): its own list, saved by the same button.
  const [neighbourhoods, setNeighbourhoodRows] = useState<NeighbourhoodDraft[]>(() =>
    neighbourhoodDrafts(initialNeighbourhoods),
  );
  const [neighbourhoodsChanged, setNeighbourhoodsChanged] = useState(false);
  const [neighbourhoodErrors, setNeighbourhoodErrors] = useState<NeighbourhoodErrors>({});
  const [tab, setTab] = useState('geral');
  const set = (p: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...p }));
  const setNeighbourhoods = (rows: NeighbourhoodDraft[]) => {
    setNeighbourhoodRows(rows);
    setNeighbourhoodsChanged(true);
  };
  const save = useMutation({
    // The list first: a store switched to 'Por bairro' prices from the list it was saved with.
    mutationFn: async (patch: Patch) => {
      if (patch.neighbourhoods) qc.setQueryData(NEIGHBOURHOODS_KEY, await saveNeighbourhoods(patch.neighbourhoods));
      setNeighbourhoodsChanged(false);
      return api<StoreSettings>('/api/admin/store', { method: 'PUT', json: patch.store });
    },
    onSuccess: (s) => {
      storeSaved(qc, s);
      toast.success('Configurações salvas com sucesso!');
    },
    onError: (e) =>
      toast.error(
        e instanceof ApiError && e.status < 500 ? e.message : 'Erro ao salvar configurações. Tente novamente.',
      ),
  });
  const submit = () => {
    const r = validateSettings(draft);
    const nb = neighbourhoodsChanged ? validateNeighbourhoods(neighbourhoods) : null;
    setNeighbourhoodErrors(nb && 'errors' in nb ? nb.errors : {});
    if ('errors' in r) {
      setErrors(r.errors);
      const first = Object.keys(r.errors)[0];
      if (first && FIELD_TAB[first]) setTab(FIELD_TAB[first]);
      toast.error(Object.values(r.errors)[0] ?? 'Erro ao salvar configurações. Tente novamente.');
      return;
    }
    setErrors({});
    if (nb && 'errors' in nb) {
      setTab('entrega');
      toast.error(Object.values(nb.errors)[0] ?? 'Confira a lista de bairros.');
      return;
    }
    save.mutate({ store: r.data, neighbourhoods: nb ? nb.data : null });
  };

  return (
    <form
      className="flex flex-col gap-4 pb-24"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List
          aria-label="Seções das configurações"
          className="mb-4 no-scrollbar flex gap-1 overflow-x-auto rounded-xl bg-surface p-1 ring-1 ring-line"
        >
          {TABS.map(([v, label]) => (
            <Tabs.Trigger
              key={v}
              value={v}
              className="min-h-10 flex-1 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-muted data-[state=active]:bg-primary data-[state=active]:text-primary-foreground sm:px-4"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Card className="p-4 sm:p-6">
          <Tabs.Content value="geral" className="flex flex-col gap-4">
            <TextField
              id="s-name"
              label="Nome da loja"
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
              error={errors.name}
            />
            <TextField
              id="s-cuisine"
              label="Tipo de culinária"
              value={draft.cuisineType}
              onChange={(e) => set({ cuisineType: e.target.value })}
              error={errors.cuisineType}
              hint="Ex: Árabe, Italiana, Japonesa..."
            />
            <TextareaField
              id="s-desc"
              label="Descrição"
              error={errors.description}
              rows={3}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
            />
            <h2 className="mt-2 font-semibold">Exibido na vitrine</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="s-time"
                label="Tempo de entrega"
                value={draft.deliveryTime}
                onChange={(e) => set({ deliveryTime: e.target.value })}
                error={errors.deliveryTime}
                placeholder="55-65 min"
              />
              <TextField
                id="s-dist"
                label="Distância exibida"
                value={draft.distanceLabel}
                onChange={(e) => set({ distanceLabel: e.target.value })}
                error={errors.distanceLabel}
                placeholder="2,0 km"
              />
              <TextField
                id="s-rating"
                label="Avaliação (0 a 5)"
                value={draft.rating}
                onChange={(e) => set({ rating: e.target.value })}
                error={errors.rating}
              />
              <TextField
                id="s-reviews"
                label="Número de avaliações"
                value={draft.reviewCount}
                onChange={(e) => set({ reviewCount: e.target.value })}
                error={errors.reviewCount}
              />
            </div>
            <WhatsappSetting
              value={draft.whatsapp}
              onChange={(whatsapp) => set({ whatsapp })}
              error={errors.whatsapp}
            />
            <PartsPricingSetting value={draft.partsPricing} onChange={(partsPricing) => set({ partsPricing })} />
          </Tabs.Content>
          <Tabs.Content value="imagens" className="flex flex-col gap-6">
            <ImageField
              label="Logo"
              purpose="logo"
              value={draft.logoUrl}
              onChange={(logoUrl) => set({ logoUrl })}
              error={errors.logoUrl}
              hint="Recomendado: 200x200 px, quadrada."
              previewClassName="size-24 rounded-full"
            />
            <ImageField
              label="Banner"
              purpose="banner"
              value={draft.bannerUrl}
              onChange={(bannerUrl) => set({ bannerUrl })}
              error={errors.bannerUrl}
              hint="Recomendado: 1200x400 px, retangular."
              previewClassName="h-24 w-72 max-w-[55vw]"
            />
          </Tabs.Content>
          <Tabs.Content value="entrega">
            <DeliveryTab
              draft={draft}
              set={set}
              errors={errors}
              neighbourhoods={neighbourhoods}
              setNeighbourhoods={setNeighbourhoods}
              neighbourhoodErrors={neighbourhoodErrors}
            />
          </Tabs.Content>
          <Tabs.Content value="agendamento">
            <SchedulingSettings
              value={draft.scheduling}
              onChange={(scheduling) => set({ scheduling })}
              errors={errors}
            />
          </Tabs.Content>
          <Tabs.Content value="pix" className="flex flex-col gap-4">
            <p className="text-sm text-muted">
              O código PIX (copia e cola) de cada pedido é gerado com estes dados. Sem chave, o PIX não aparece no
              checkout.
            </p>
            <TextField
              id="s-pix"
              label="Chave PIX"
              value={draft.pixKey}
              onChange={(e) => set({ pixKey: e.target.value })}
              error={errors.pixKey}
              placeholder="CNPJ, e-mail, telefone ou chave aleatória"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="s-pix-name"
                label="Nome do recebedor"
                value={draft.pixMerchantName}
                onChange={(e) => set({ pixMerchantName: e.target.value })}
                error={errors.pixMerchantName}
                hint="Até 25 caracteres."
              />
              <TextField
                id="s-pix-city"
                label="Cidade do recebedor"
                value={draft.pixMerchantCity}
                onChange={(e) => set({ pixMerchantCity: e.target.value })}
                error={errors.pixMerchantCity}
                hint="Até 15 caracteres."
              />
            </div>
          </Tabs.Content>
        </Card>
      </Tabs.Root>
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 p-3 backdrop-blur lg:left-[260px]">
        <div className="mx-auto flex max-w-3xl justify-end">
          <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? 'Salvando...' : 'Salvar todas as configurações'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** /admin/settings (docs/product.md#admin-area, Configurações). Opening hours live on /admin/hours. */
export function SettingsPage() {
  const settings = useAdminStore();
  const neighbourhoods = useAdminNeighbourhoods();
  return (
    <div className="mx-auto flex max-w-3xl flex-col">
      <PageHeader title="Configurações" subtitle="Personalize as informações da sua loja" />
      <EmailOffNotice className="mb-5" />
      {settings.isError || neighbourhoods.isError ? (
        <p role="alert" className="text-danger">
          Erro ao carregar as configurações: {(settings.error ?? neighbourhoods.error)?.message}
        </p>
      ) : !settings.data || !neighbourhoods.data ? (
        <LoadingState text="Carregando configurações..." />
      ) : (
        // The form keeps its own copy: a background refetch never overwrites what is being typed.
        <SettingsForm initial={settings.data} initialNeighbourhoods={neighbourhoods.data.neighbourhoods} />
      )}
    </div>
  );
}
