import { BRAZIL_STATES, type BrazilState } from '@shared/schemas/fiscal';
import { SelectField } from '@web/components/ui/field';
import { maskCnpj } from './fiscal-draft';
import { DraftText, Section } from './fiscal-form-parts';
import type { FiscalFormFields } from './use-fiscal-form';

/** 'Empresa': the company as its fiscal registration names it, which every note prints. */
export function FiscalCompanyFields({ form }: { form: FiscalFormFields }) {
  const { draft, errors, set } = form;
  return (
    <Section title="Empresa" hint="Como estão no cadastro fiscal (cartão CNPJ e inscrição estadual).">
      <div className="grid gap-4 sm:grid-cols-2">
        <DraftText
          fields={form}
          name="cnpj"
          label="CNPJ"
          mask={maskCnpj}
          maxLength={18}
          inputMode="numeric"
          autoComplete="off"
          placeholder="00.000.000/0000-00"
        />
        <DraftText
          fields={form}
          name="stateRegistration"
          label="Inscrição estadual"
          autoComplete="off"
          placeholder="Só números, ou ISENTO"
        />
        <DraftText
          fields={form}
          name="legalName"
          label="Razão social"
          autoComplete="organization"
          maxLength={120}
          className="sm:col-span-2"
        />
        <DraftText
          fields={form}
          name="address"
          label="Endereço"
          hint="Rua, número, bairro e cidade, como no cadastro fiscal."
          autoComplete="off"
          maxLength={200}
          className="sm:col-span-2"
        />
        <SelectField
          id="fiscal-state"
          label="UF"
          error={errors.state}
          value={draft.state}
          onChange={(e) => set({ state: e.target.value as BrazilState | '' })}
        >
          <option value="">Escolha</option>
          {BRAZIL_STATES.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </SelectField>
      </div>
    </Section>
  );
}
