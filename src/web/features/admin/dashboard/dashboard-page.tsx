import { useCurrentUser } from '../../auth/use-current-user';

export function DashboardPage() {
  const { user } = useCurrentUser();
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="text-muted">Bem-vindo(a), {user?.name}.</p>
    </div>
  );
}
