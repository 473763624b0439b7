import type { ReactNode } from 'react';
import { TextField } from '@web/components/ui/field';
import type { CouponDraft } from './coupon-draft';
import type { CouponFormFields } from './use-coupon-form';

/** A titled part of the coupon form ('Desconto', 'Condições'). */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A yes/no condition with what it means under its label. */
export function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3 rounded-xl border border-line px-3 py-2.5 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-xs text-muted">{hint}</span>}
      </span>
    </label>
  );
}

/** A text field of the draft: its id, value and message follow from the draft's field `name`. */
export function DraftTextField({
  form: { draft, errors, set },
  name,
  label,
  hint,
  placeholder,
  inputMode,
  type,
}: {
  form: CouponFormFields;
  name: keyof CouponDraft;
  label: string;
  hint?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal';
  type?: string;
}) {
  return (
    <TextField
      id={`coupon-${name}`}
      label={label}
      error={errors[name]}
      hint={hint}
      value={draft[name] as string}
      onChange={(e) => set({ [name]: e.target.value })}
      placeholder={placeholder}
      inputMode={inputMode}
      type={type}
    />
  );
}
