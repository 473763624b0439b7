import { maskPhone } from '@shared/masks';
import { TextField } from '@web/components/ui/field';

/** A pasted '+55 11 99999-8888' loses Brazil's code before the mask keeps 11 digits. */
const withoutCountry = (v: string) => {
  const d = v.replace(/\D/g, '');
  return /^55\d{10,11}$/.test(d) ? d.slice(2) : v;
};

/** 'WhatsApp da loja' (docs/product.md#whatsapp): typed as a Brazilian phone, kept by the server as digits. */
export function WhatsappSetting({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <TextField
      id="s-whatsapp"
      label="WhatsApp da loja"
      error={error}
      hint="Os clientes tocam em 'Falar com a loja' e abrem uma conversa com este número. Vazio: o botão não aparece."
      type="tel"
      inputMode="tel"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(maskPhone(withoutCountry(e.target.value)))}
      placeholder="(11) 99999-8888"
    />
  );
}
