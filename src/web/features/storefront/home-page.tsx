import { LoadingState } from '../../components/ui/spinner';
import { useStoreQuery } from '../store/use-store-info';

export function HomePage() {
  const store = useStoreQuery();
  if (store.isPending) return <LoadingState text="Carregando loja..." />;
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-bold">{store.data?.name}</h1>
      <p className="text-muted">{store.data?.description}</p>
    </main>
  );
}
