import type { FiscalSettingsView } from '@shared/contract/fiscal';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FiscalCompanyFields } from './fiscal-company-fields';
import { FiscalIssuingFields } from './fiscal-issuing-fields';
import { FiscalProductDefaults } from './fiscal-product-defaults';
import { useFiscalForm } from './use-fiscal-form';

/** 'Configurações fiscais': issuing, the company and the products' default taxes, saved with one 'Salvar'. */
export function FiscalSettingsForm({ view }: { view: FiscalSettingsView }) {
  const { fields, submit, saving, refusal } = useFiscalForm(view.settings);
  return (
    <Card className="p-4 sm:p-5">
      <form
        className="flex flex-col gap-5"
        aria-labelledby="fiscal-form-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2 id="fiscal-form-title" className="text-lg font-semibold">
          Configurações fiscais
        </h2>
        <div className="flex flex-col gap-5">
          <FiscalIssuingFields form={fields} printers={view.printers} />
          <FiscalCompanyFields form={fields} />
          <FiscalProductDefaults form={fields} />
        </div>
        {refusal && (
          <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2.5 text-sm font-medium text-danger">
            {refusal}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" disabled={saving}>
          {saving ? 'Salvando...' : 'Salvar'}
        </Button>
      </form>
    </Card>
  );
}
