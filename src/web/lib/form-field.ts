import { get, type FieldError, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * A react-hook-form field as the props of a field primitive (`components/ui/field.tsx`): its id
 * (the field's name unless given), its validation message and its registration, with `mask`
 * (CEP, phone: `src/shared/masks.ts`) applied to what is typed.
 */
export function formField<T extends FieldValues, C, V>(
  form: UseFormReturn<T, C, V>,
  name: FieldPath<T>,
  { id, mask }: { id?: string; mask?: (v: string) => string } = {},
) {
  const registration = form.register(name);
  const onChange = registration.onChange;
  return {
    ...registration,
    id: id ?? name,
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
    onChange: mask
      ? (e: { target: { value: string } }) => {
          e.target.value = mask(e.target.value);
          return onChange(e);
        }
      : onChange,
  };
}
