import type { ClosedRegister } from '@shared/contract/register';
import { formatDateTime } from '@shared/format-date';
import { formatBRL, formatDecimal } from '@shared/money';
import { CASH_MOVEMENT_LABELS, differenceLabel, differenceWord, REGISTER_METHOD_LABELS } from '@shared/register';
import { Receipt, ReceiptLine } from '../ui/receipt';

/**
 * The close as it prints: an 80 mm receipt with what each method should have held, what was
 * counted and the difference.
 */
export function RegisterReport({
  register: r,
  storeName,
  printedAt,
}: {
  register: ClosedRegister;
  storeName: string;
  printedAt: Date;
}) {
  const s = r.summary;
  return (
    <Receipt testId="register-report">
      <p className="store">{storeName}</p>
      <h1>FECHAMENTO DE CAIXA</h1>
      <hr />
      <ReceiptLine left="Abertura" right={formatDateTime(r.openedAt)} />
      <p className="sub">por {r.openedBy.name}</p>
      <ReceiptLine left="Fechamento" right={formatDateTime(r.closedAt)} />
      <p className="sub">por {r.closedBy.name}</p>
      {r.closedBlind && <p className="center">(fechamento às cegas)</p>}
      <hr />
      <ReceiptLine left="Troco inicial" right={formatDecimal(s.floatCents)} />
      <ReceiptLine left="Suprimentos" right={`+${formatDecimal(s.depositsCents)}`} />
      <ReceiptLine left="Sangrias" right={`-${formatDecimal(s.withdrawalsCents)}`} />
      <hr />
      {s.methods.map((l) => (
        <div key={l.method}>
          <p className="method">
            {REGISTER_METHOD_LABELS[l.method].toUpperCase()} ({l.orderCount})
          </p>
          <ReceiptLine sub left="Vendas" right={formatDecimal(l.salesCents)} />
          <ReceiptLine sub left="Esperado" right={formatDecimal(l.expectedCents)} />
          {l.countedCents === null ? (
            <p className="sub">Conferido pelo Stripe</p>
          ) : (
            <>
              <ReceiptLine sub left="Contado" right={formatDecimal(l.countedCents)} />
              <ReceiptLine sub left={differenceWord(l.differenceCents!)} right={differenceOf(l.differenceCents!)} />
            </>
          )}
        </div>
      ))}
      <hr />
      <ReceiptLine left={`Pedidos: ${s.orderCount}`} right={`Vendas ${formatBRL(s.salesCents)}`} />
      <p className="total">
        {s.differenceCents === 0 ? 'SEM DIFERENÇA' : differenceLabel(s.differenceCents).toUpperCase()}
      </p>
      {r.movements.length > 0 && (
        <>
          <p className="strong">MOVIMENTAÇÕES</p>
          {r.movements.map((m) => (
            <div key={m.id}>
              <ReceiptLine
                left={CASH_MOVEMENT_LABELS[m.kind]}
                right={`${m.kind === 'withdrawal' ? '-' : '+'}${formatDecimal(m.amountCents)}`}
              />
              <p className="sub">
                {m.reason} · {m.by.name} · {formatDateTime(m.at).slice(11)}
              </p>
            </div>
          ))}
          <hr />
        </>
      )}
      {r.note && <p>Obs: {r.note}</p>}
      <p className="sign">{r.closedBy.name}</p>
      <p className="center">Impresso em {formatDateTime(printedAt)}</p>
    </Receipt>
  );
}

const differenceOf = (cents: number) => formatDecimal(Math.abs(cents));
