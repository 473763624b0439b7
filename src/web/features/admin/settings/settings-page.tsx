import { Tabs } from 'radix-ui';
import type { DeliveryNeighbourhood } from '@shared/contract/delivery-neighbourhoods';
import type { StoreSettings } from '@shared/contract/store';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { EmailOffNotice } from '../ui/email-off-notice';
import { PageHeader } from '../ui/page-header';
import { DeliveryTab } from './delivery-tab';
import { GeneralTab } from './general-tab';
import { IfoodCard } from './ifood-card';
import { ImagesTab } from './images-tab';
import { useAdminNeighbourhoods } from './neighbourhoods-api';
import { PixTab } from './pix-tab';
import { SchedulingSettings } from './scheduling-settings';
import { useAdminStore } from './store-settings-api';
import { useSettingsForm } from './use-settings-form';
import { WhatsappMessagesCard } from './whatsapp-messages-card';

const TABS = [
  ['geral', 'Geral'],
  ['imagens', 'Imagens'],
  ['entrega', 'Entrega'],
  ['agendamento', 'Agendamento'],
  ['pix', 'PIX'],
] as const;

function SettingsForm({
  initial,
  initialNeighbourhoods,
}: {
  initial: StoreSettings;
  initialNeighbourhoods: DeliveryNeighbourhood[];
}) {
  const { fields, list, tab, setTab, submit, saving } = useSettingsForm(initial, initialNeighbourhoods);
  const { draft, set, errors } = fields;
  return (
    <form
      className="flex flex-col gap-4 pb-24"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Tabs.Root value={tab} onValueChange={setTab}>
        <TabList />
        <Card className="p-4 sm:p-6">
          <Tabs.Content value="geral" className="flex flex-col gap-4">
            <GeneralTab {...fields} />
          </Tabs.Content>
          <Tabs.Content value="imagens" className="flex flex-col gap-6">
            <ImagesTab {...fields} />
          </Tabs.Content>
          <Tabs.Content value="entrega">
            <DeliveryTab
              {...fields}
              neighbourhoods={list.rows}
              setNeighbourhoods={list.change}
              neighbourhoodErrors={list.errors}
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
            <PixTab {...fields} />
          </Tabs.Content>
        </Card>
      </Tabs.Root>
      {/* Saved by its own switches, each at once (docs/product.md#whatsapp-messages). */}
      <WhatsappMessagesCard />
      {/* Saved by its own switch, at once (docs/product.md#ifood). */}
      <IfoodCard />
      <SaveBar saving={saving} />
    </form>
  );
}

function TabList() {
  return (
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
  );
}

/** Pinned to the bottom of the screen: one button saves every tab. */
function SaveBar({ saving }: { saving: boolean }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 p-3 backdrop-blur lg:left-[260px]">
      <div className="mx-auto flex max-w-3xl justify-end">
        <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
          {saving ? 'Salvando...' : 'Salvar todas as configurações'}
        </Button>
      </div>
    </div>
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
