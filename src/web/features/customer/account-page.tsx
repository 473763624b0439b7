import { ClipboardList, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { useCurrentUser } from '../auth/use-current-user';

export function AccountPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const a = user.address;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Minha Conta</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <Link to="/customer/profile" className="group">
          <Card className="flex items-center gap-4 p-5 transition-shadow group-hover:shadow-md">
            <UserRoundPen className="size-8 text-primary" />
            <div>
              <p className="font-semibold">Editar perfil</p>
              <p className="text-sm text-muted">Nome, telefone e endereço de entrega</p>
            </div>
          </Card>
        </Link>
        <Link to="/customer/orders" className="group">
          <Card className="flex items-center gap-4 p-5 transition-shadow group-hover:shadow-md">
            <ClipboardList className="size-8 text-primary" />
            <div>
              <p className="font-semibold">Ver pedidos</p>
              <p className="text-sm text-muted">Acompanhe seus pedidos</p>
            </div>
          </Card>
        </Link>
      </div>
      <Card className="p-5">
        <h2 className="mb-3 font-semibold">Informações da conta</h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Nome</dt>
            <dd className="font-medium">{user.name}</dd>
          </div>
          <div>
            <dt className="text-muted">Email</dt>
            <dd className="font-medium">{user.email}</dd>
          </div>
          {user.phone && (
            <div>
              <dt className="text-muted">Telefone</dt>
              <dd className="font-medium">{user.phone}</dd>
            </div>
          )}
          {a && (
            <div>
              <dt className="text-muted">Endereço principal</dt>
              <dd className="font-medium">
                {a.street}, {a.number} – {a.neighborhood}, {a.city}/{a.state} – CEP {a.zipCode}
              </dd>
            </div>
          )}
        </dl>
      </Card>
    </div>
  );
}
