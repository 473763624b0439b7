import { useId, useState } from 'react';

type OptIn = { checked: boolean; onChange: (on: boolean) => void };

/**
 * 'Receber atualizações pelo WhatsApp' (docs/product.md#whatsapp-messages), on by default where
 * the store sends them: what the order sends (`updates`, undefined elsewhere) and the field's props.
 */
export function useWhatsappOptIn(offered: boolean): { updates: boolean | undefined; field: OptIn | null } {
  const [checked, setChecked] = useState(true);
  if (!offered) return { updates: undefined, field: null };
  return { updates: checked, field: { checked, onChange: setChecked } };
}

/** The checkbox under the phone: the messages go to the phone typed above. */
export function WhatsappOptIn({ checked, onChange }: OptIn) {
  const id = useId();
  return (
    <label className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3 rounded-xl border border-line px-3 py-2.5 text-sm has-[:checked]:border-success/50 has-[:checked]:bg-green-50 sm:col-span-2">
      <input
        type="checkbox"
        className="row-span-2 size-5 accent-success"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-name`} className="font-medium">
        Receber atualizações pelo WhatsApp
      </span>
      <span id={`${id}-hint`} className="text-muted">
        No número acima: pedido recebido, saiu para entrega, cancelado.
      </span>
    </label>
  );
}
