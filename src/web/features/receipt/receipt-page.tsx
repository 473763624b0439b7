import { FileX2, Printer } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { useDocumentMeta } from '@web/components/use-document-meta';
import { Danfe } from './danfe';
import { isMissing, useReceipt } from './receipt-api';
import './receipt-print.css';

const NOT_FOUND = 'Nota fiscal não encontrada. Confira o link recebido.';

/**
 * /nfce/:id?t=, the customer's NFC-e by the link in Meus Pedidos and the email (docs/product.md#nfc-e):
 * the DANFE drawn as the paper receipt, 'Imprimir' printing it alone.
 */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const token = useSearchParams()[0].get('t') ?? '';
  useDocumentMeta('Nota fiscal');
  const receipt = useReceipt(id, token);
  if (token && receipt.isPending) return <LoadingState text="Carregando nota fiscal..." />;
  const data = receipt.data;
  return (
    <main className="nfce-page mx-auto flex w-full max-w-[420px] flex-col gap-4 px-3 pt-5 pb-10 sm:pt-10">
      <div className="flex items-center justify-between gap-3 print:hidden">
        <h1 className="text-xl font-bold">Nota fiscal</h1>
        {data && (
          <Button variant="outline" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden /> Imprimir
          </Button>
        )}
      </div>
      {data ? (
        <Danfe receipt={data} />
      ) : (
        <Failure error={token ? receipt.error : null} retry={() => receipt.refetch()} />
      )}
    </main>
  );
}

/** A link naming no note (or without its token) says so; another failure (the network) may be tried again. */
function Failure({ error, retry }: { error: Error | null; retry: () => void }) {
  const missing = !error || isMissing(error);
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <FileX2 className="size-7" aria-hidden />
      </span>
      <p role="alert" className="font-medium">
        {missing ? NOT_FOUND : error.message}
      </p>
      {!missing && (
        <Button variant="outline" onClick={retry}>
          Tentar novamente
        </Button>
      )}
    </Card>
  );
}
