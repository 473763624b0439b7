import { useId, type ComponentProps, type ReactNode } from 'react';
import { TextField } from '@web/components/ui/field';
import type { FiscalDraft } from './fiscal-draft';
import type { FiscalFormFields } from './use-fiscal-form';

/** A titled part of the settings form ('Emissão', 'Empresa', 'Dados fiscais padrão dos produtos'). */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 border-t border-line pt-5 first:border-t-0 first:pt-0"
    >
      <div>
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {hint && <p className="mt-0.5 text-sm text-muted">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

type TextName = {
  [K in keyof FiscalDraft]: FiscalDraft[K] extends string ? K : never;
}[keyof FiscalDraft];

/** A text field of the draft: its id `fiscal-<name>` (the first wrong one is focused), its message. */
export function DraftText({
  fields,
  name,
  mask,
  ...props
}: { fields: FiscalFormFields; name: TextName; label: string; mask?: (v: string) => string } & Omit<
  ComponentProps<typeof TextField>,
  'id' | 'value' | 'onChange' | 'error'
>) {
  const { draft, errors, set } = fields;
  return (
    <TextField
      {...props}
      id={`fiscal-${name}`}
      error={errors[name]}
      value={draft[name]}
      onChange={(e) => set({ [name]: mask ? mask(e.target.value) : e.target.value })}
    />
  );
}
