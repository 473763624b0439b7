import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { maskCep, maskPhone } from '@shared/masks';
import { profileSchema, type ProfileInput } from '@shared/schemas/address';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api';
import type { CurrentUser } from '../auth/auth-api';
import { ME_KEY, useCurrentUser } from '../auth/use-current-user';

type FieldDef = { name: keyof ProfileInput; label: string; autoComplete: string; inputMode?: 'tel' | 'numeric' | 'email'; mask?: (v: string) => string; wide?: boolean };

const PERSON: FieldDef[] = [
  { name: 'name', label: 'Nome', autoComplete: 'name', wide: true },
  { name: 'email', label: 'Email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Telefone', autoComplete: 'tel', inputMode: 'tel', mask: maskPhone },
];
const ADDRESS: FieldDef[] = [
  { name: 'zipCode', label: 'CEP', autoComplete: 'postal-code', inputMode: 'numeric', mask: maskCep },
  { name: 'street', label: 'Rua', autoComplete: 'address-line1', wide: true },
  { name: 'number', label: 'Número', autoComplete: 'address-line2' },
  { name: 'neighborhood', label: 'Bairro', autoComplete: 'address-level3' },
  { name: 'city', label: 'Cidade', autoComplete: 'address-level2' },
  { name: 'state', label: 'Estado', autoComplete: 'address-level1' },
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

function ProfileForm({ user }: { user: CurrentUser }) {
  const qc = useQueryClient();
  const form = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: defaults(user), reValidateMode: 'onChange' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api('/api/customer/profile', { method: 'PUT', json: values });
      await qc.invalidateQueries({ queryKey: ME_KEY });
      toast.success('Perfil atualizado com sucesso!');
    } catch (err) {
      toast.error(`Erro ao atualizar perfil: ${err instanceof Error ? err.message : 'tente novamente'}`);
    }
  });

  const render = (f: FieldDef) => {
    const reg = form.register(f.name);
    return (
      <div key={f.name} className={f.wide ? 'sm:col-span-2' : undefined}>
        <Field id={f.name} label={f.label} error={errors[f.name]?.message} hint={f.name === 'email' ? 'O email da conta não muda por aqui.' : undefined}>
          <Input
            id={f.name}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            readOnly={f.name === 'email'}
            className={f.name === 'email' ? 'bg-canvas text-muted' : undefined}
            aria-invalid={!!errors[f.name]}
            aria-describedby={`${f.name}-error`}
            {...reg}
            onChange={(e) => {
              if (f.mask) e.target.value = f.mask(e.target.value);
              return reg.onChange(e);
            }}
          />
        </Field>
      </div>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <h2 className="font-semibold sm:col-span-2">Seus dados</h2>
        {PERSON.map(render)}
      </Card>
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <h2 className="font-semibold sm:col-span-2">Endereço principal</h2>
        {ADDRESS.map(render)}
      </Card>
      <Button type="submit" size="lg" disabled={isSubmitting} className="sm:self-end">
        {isSubmitting ? 'Salvando...' : 'Salvar alterações'}
      </Button>
    </form>
  );
}

export function ProfilePage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Editar Perfil</h1>
      <ProfileForm user={user} />
    </div>
  );
}
