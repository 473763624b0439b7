import { Link } from 'react-router';

/** No such product, or it could not be loaded: says which, with the way back home. */
export function ProductNotFound({ failed }: { failed: boolean }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-bold">{failed ? 'Erro ao carregar o produto' : 'Produto não encontrado'}</h1>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-xl bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary-hover"
      >
        Voltar para a página inicial
      </Link>
    </main>
  );
}
