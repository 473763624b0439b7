import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Field, splitFieldProps, type FieldProps } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** Password input with the show/hide toggle of every sign-in and registration form. */
function PasswordInput(props: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-muted hover:text-ink"
        aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
        aria-pressed={visible}
      >
        {visible ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
      </button>
    </div>
  );
}

/** A password field (`components/ui/field.tsx`) whose input shows and hides what is typed. */
export function PasswordField(
  props: FieldProps & Omit<InputProps, 'id' | 'className' | 'type' | 'aria-invalid' | 'aria-describedby'>,
) {
  const { field, control } = splitFieldProps(props);
  return <Field {...field}>{(aria) => <PasswordInput {...control} {...aria} />}</Field>;
}
