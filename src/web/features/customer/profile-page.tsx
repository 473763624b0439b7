import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin, UserRound } from 'lucide-react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { ProfileView } from '@shared/contract/profile';
import { maskCep, maskPhone } from '@shared/masks';
import { profileSchema, type ProfileInput } from '@shared/schemas/address';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { api } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { formField } from '@web/lib/form-field';
import { toast } from '@web/lib/toast';
import type { CurrentUser } from '../auth/auth-api';
import { ME_KEY, useCurrentUser } from '../auth/use-current-user';
import { useCepAutofill } from '../checkout/use-cep-lookup';

type FieldDef = {
  name: keyof ProfileInput;
  label: string;
  autoComplete: string;
  inputMode?: 'tel' | 'numeric' | 'email' | 'text';
  mask?: (v: string) => string;
  placeholder?: string;
  span: string;
};

// Mobile first: one column; from sm up a 6-column grid like the checkout's address.
const PERSON: FieldDef[] = [
  { name: 'name', label: 'Nome', autoComplete: 'name', span: 'sm:col-span-6' },
  { name: 'email', label: 'Email', autoComplete: 'email', inputMode: 'email', span: 'sm:col-span-3' },
  {
    name: 'phone',
    label: 'Telefone',
    autoComplete: 'tel',
    inputMode: 'tel',
    mask: maskPhone,
    placeholder: '(11) 91234-5678',
    span: 'sm:col-span-3',
  },
];
const ADDRESS: FieldDef[] = [
  {
    name: 'zipCode',
    label: 'CEP',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    mask: maskCep,
    placeholder: '00000-000',
    span: 'sm:col-span-3',
  },
  { name: 'street', label: 'Rua', autoComplete: 'address-line1', span: 'sm:col-span-6' },
  { name: 'number', label: 'Número', autoComplete: 'address-line2', inputMode: 'text', span: 'sm:col-span-2' },
  { name: 'neighborhood', label: 'Bairro', autoComplete: 'address-level3', span: 'sm:col-span-4' },
  { name: 'city', label: 'Cidade', autoComplete: 'address-level2', span: 'sm:col-span-4' },
  { name: 'state', label: 'Estado', autoComplete: 'address-level1', span: 'sm:col-span-2' },
];

function defaults(user: CurrentUser): ProfileInput {
  const a = user.address;
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    street: a?.street ?? '',
    number: a?.number ?? '',
    neighborhood: a?.neighborhood ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    zipCode: a?.zipCode ?? '',
  };
}

/** One of the fields above, drawn by the field primitive; `className` replaces its box's classes (grid span). */
function ProfileField({
  form,
  f,
  hint,
  className = cn('relative min-w-0', f.span),
}: {
  form: UseFormReturn<ProfileInput>;
  f: FieldDef;
  hint?: string;
  className?: string;
}) {
  const locked = f.name === 'email';
  return (
    <TextField
      label={f.label}
      hint={locked ? 'O email da conta não muda por aqui.' : hint}
      autoComplete={f.autoComplete}
      inputMode={f.inputMode}
      placeholder={f.placeholder}
      readOnly={locked}
      className={className}
      controlClassName={locked ? 'bg-canvas text-muted' : undefined}
      {...formField(form, f.name, { mask: f.mask })}
    />
  );
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const qc = useQueryClient();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: defaults(user),
    reValidateMode: 'onChange',
  });
  const { isSubmitting } = form.formState;
  // A complete CEP fills the address (the same lookup as at checkout).
  const cep = useCepAutofill(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api<ProfileView>('/api/customer/profile', { method: 'PUT', json: values });
      form.reset(values);
      // /api/me feeds the account page and the next checkout's prefill
      await qc.invalidateQueries({ queryKey: ME_KEY });
      toast.success('Perfil atualizado com sucesso!');
    } catch (err) {
      toast.error(`Erro ao atualizar perfil: ${err instanceof Error ? err.message : 'tente novamente'}`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Card className="grid gap-4 p-4 sm:grid-cols-6 sm:p-5">
        <h2 className="flex items-center gap-2 font-semibold sm:col-span-6">
          <UserRound className="size-5 text-primary" aria-hidden /> Seus dados
        </h2>
        {PERSON.map((f) => (
          <ProfileField key={f.name} form={form} f={f} />
        ))}
      </Card>
      <Card className="grid gap-4 p-4 sm:grid-cols-6 sm:p-5">
        <div className="sm:col-span-6">
          <h2 className="flex items-center gap-2 font-semibold">
            <MapPin className="size-5 text-primary" aria-hidden /> Endereço principal
          </h2>
          <p className="text-sm text-muted">Usado para preencher o endereço de entrega no próximo pedido.</p>
        </div>
        {ADDRESS.map((f) =>
          f.name === 'zipCode' ? (
            <div key={f.name} className={cn('relative min-w-0', f.span)}>
              <ProfileField
                form={form}
                f={f}
                hint={cep.message ?? 'Digite o CEP para preencher o endereço'}
                className="min-w-0"
              />
              {cep.status === 'loading' && (
                <span className="absolute top-9 right-3" role="status" aria-label="Buscando CEP...">
                  <Spinner className="size-5" />
                </span>
              )}
            </div>
          ) : (
            <ProfileField key={f.name} form={form} f={f} />
          ),
        )}
      </Card>
      {/* the save button stays in reach of the thumb on a phone */}
      <div className="sticky bottom-0 -mx-4 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Salvando...' : 'Salvar alterações'}
        </Button>
      </div>
    </form>
  );
}

export function ProfilePage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">Editar Perfil</h1>
        <p className="text-sm text-muted">Seus dados e o endereço onde você recebe os pedidos.</p>
      </div>
      <ProfileForm user={user} />
    </div>
  );
}
