import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Receipt } from '@shared/contract/fiscal';
import { groupedKey } from '@shared/fiscal';
import { formatDateTime } from '@shared/format-date';
import { formatDecimal } from '@shared/money';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useQrDataUrl } from '@web/components/use-qr-data-url';
import { cn } from '@web/lib/cn';
import { consumerLine, itemNumber, itemQuantityLine, noteIdLine, webAddress } from './danfe-text';

type Props = { receipt: Receipt };

/**
 * The DANFE-NFC-e as a paper receipt (docs/product.md#nfc-e), in the divisions SEFAZ's manual
 * sets: the emitter, the items, the totals and payments, the access key, the consumer, the note
 * and its authorisation, the consultation's QR code.
 */
export function Danfe({ receipt: r }: Props) {
  return (
    <Card
      className="nfce-paper flex flex-col gap-3 px-4 py-5 font-mono text-[13px] leading-snug text-ink sm:px-6"
      data-testid="nfce-receipt"
    >
      <Emitter receipt={r} />
      {r.cancelled && (
        <p className="rounded-md border-2 border-danger px-2 py-1.5 text-center text-base font-bold tracking-wider text-danger">
          NFC-E CANCELADA
        </p>
      )}
      {r.environment === 'homologacao' && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-2 py-1.5 text-center text-xs font-bold text-amber-900">
          EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO – SEM VALOR FISCAL
        </p>
      )}
      <Rule />
      <Items receipt={r} />
      <Rule />
      <Totals receipt={r} />
      <Rule />
      <AccessKey receipt={r} />
      <Rule />
      <NoteIdentity receipt={r} />
      <Consultation qrUrl={r.qrUrl} />
    </Card>
  );
}

const Rule = () => <hr className="border-t border-dashed border-ink/30" />;

function Emitter({ receipt: { store } }: Props) {
  return (
    <header className="flex flex-col items-center gap-0.5 text-center">
      <p className="text-sm font-bold break-words uppercase">{store.legalName}</p>
      <p>
        CNPJ: {store.cnpj} <span className="whitespace-nowrap">IE: {store.stateRegistration}</span>
      </p>
      <p className="break-words">{store.address}</p>
      <p className="mt-1.5 text-xs text-muted print:text-black">
        Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica
      </p>
    </header>
  );
}

/**
 * The items as the paper prints them: number, code and description on a line, then quantity ×
 * unit price and the line's total. A table for screen readers, two lines each for the eye.
 */
function Items({ receipt: r }: Props) {
  const row = 'grid grid-cols-[auto_minmax(0,1fr)_auto] gap-x-2';
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">Itens da nota</caption>
      <thead className="text-[11px] font-bold">
        <tr className={cn(row, 'pb-1')}>
          <th scope="col" className="text-left">
            CÓDIGO
          </th>
          <th scope="col" className="col-span-2 text-left">
            DESCRIÇÃO
          </th>
          <th scope="col" className="col-span-2 text-left">
            QTDE UN x VL UNIT
          </th>
          <th scope="col" className="text-right">
            VL TOTAL
          </th>
        </tr>
      </thead>
      <tbody>
        {r.items.map((item, i) => (
          <tr key={i} className={cn(row, 'py-1')}>
            <td>
              <span className="text-muted print:text-black">{itemNumber(i)}</span> {item.code}
            </td>
            <td className="col-span-2 break-words">{item.description}</td>
            <td className="col-span-2 pl-4">{itemQuantityLine(item)}</td>
            <td className="text-right tabular-nums">{formatDecimal(item.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Line({ left, right, className }: { left: ReactNode; right: ReactNode; className?: string }) {
  return (
    <div className={cn('flex justify-between gap-3', className)}>
      <dt>{left}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{right}</dd>
    </div>
  );
}

function Totals({ receipt: r }: Props) {
  return (
    <>
      <dl className="flex flex-col gap-0.5">
        <Line left="Qtde. total de itens" right={r.items.length} />
        <Line left="Valor total R$" right={formatDecimal(r.grossCents)} />
        {r.extrasCents > 0 && <Line left="Acréscimos (entrega) R$" right={formatDecimal(r.extrasCents)} />}
        {r.discountCents > 0 && <Line left="Desconto R$" right={`-${formatDecimal(r.discountCents)}`} />}
        <Line left="Valor a pagar R$" right={formatDecimal(r.totalCents)} className="mt-1 text-base font-bold" />
      </dl>
      <dl className="flex flex-col gap-0.5">
        <Line left="FORMA DE PAGAMENTO" right="VALOR PAGO R$" className="text-[11px] font-bold" />
        {r.payments.map((p, i) => (
          <Line key={i} left={p.label} right={formatDecimal(p.cents)} />
        ))}
        {r.changeCents > 0 && <Line left="Troco R$" right={formatDecimal(r.changeCents)} />}
      </dl>
    </>
  );
}

function AccessKey({ receipt: r }: Props) {
  const consult = webAddress(r.consultUrl);
  return (
    <section className="flex flex-col items-center gap-1 text-center" aria-label="Chave de acesso">
      <p className="font-bold">Consulte pela chave de acesso em</p>
      {consult ? (
        <a
          href={consult}
          target="_blank"
          rel="noopener noreferrer"
          className="text-xs break-all text-primary underline underline-offset-2 print:text-black print:no-underline"
        >
          {r.consultUrl}
        </a>
      ) : (
        r.consultUrl && <p className="text-xs break-all">{r.consultUrl}</p>
      )}
      <p className="mt-1 max-w-[30ch] text-xs select-all" data-testid="nfce-access-key">
        {groupedKey(r.accessKey)}
      </p>
    </section>
  );
}

function NoteIdentity({ receipt: r }: Props) {
  return (
    <section className="flex flex-col items-center gap-1 text-center" aria-label="Identificação da nota">
      <p className="font-semibold">{consumerLine(r.consumer)}</p>
      <p className="font-bold">{noteIdLine(r)}</p>
      {r.protocol && <p>Protocolo de autorização: {r.protocol}</p>}
      {r.authorizedAt && <p>Data de autorização: {formatDateTime(r.authorizedAt)}</p>}
    </section>
  );
}

/** SEFAZ's consultation of this note: its QR code, and a link to it for a phone that cannot scan itself. */
function Consultation({ qrUrl }: { qrUrl: string }) {
  const href = webAddress(qrUrl);
  const qr = useQrDataUrl(href ?? '', 320);
  if (!href) return null;
  return (
    <section className="mt-1 flex flex-col items-center gap-3" aria-label="Consulta na SEFAZ">
      <div className="flex size-44 items-center justify-center rounded-lg bg-white p-1.5 ring-1 ring-line print:ring-0">
        {qr ? (
          <img src={qr} alt="QR Code de consulta da NFC-e na SEFAZ" width={164} height={164} className="size-41" />
        ) : (
          <span className="font-sans text-xs text-muted">Gerando QR Code...</span>
        )}
      </div>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: 'outline', className: 'w-full font-sans print:hidden' })}
      >
        <ExternalLink className="size-4" aria-hidden /> Consultar na SEFAZ
      </a>
    </section>
  );
}
