import { createPortal } from 'react-dom';
import type { ClosedRegister } from '@shared/contract/register';
import { formatDateTime } from '@shared/format-date';
import { formatBRL, formatDecimal } from '@shared/money';
import { CASH_MOVEMENT_LABELS, differenceLabel, differenceWord, REGISTER_METHOD_LABELS } from '@shared/register';
import './register-report.css';

/**
 * The close as it prints: an 80 mm receipt with what each method should have held, what was
 * counted and the difference. Rendered outside the app root so the print stylesheet shows
 * only it; invisible on screen.
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
  return createPortal(
    <div className="register-report-root" data-testid="register-report">
      <div className="register-report">
        <p className="store">{storeName}</p>
        <h1>FECHAMENTO DE CAIXA</h1>
        <hr />
        <Line left="Abertura" right={formatDateTime(r.openedAt)} />
        <p className="sub">por {r.openedBy.name}</p>
        <Line left="Fechamento" right={formatDateTime(r.closedAt)} />
        <p className="sub">por {r.closedBy.name}</p>
        {r.closedBlind && <p className="center">(fechamento às cegas)</p>}
        <hr />
        <Line left="Troco inicial" right={formatDecimal(s.floatCents)} />
        <Line left="Suprimentos" right={`+${formatDecimal(s.depositsCents)}`} />
        <Line left="Sangrias" right={`-${formatDecimal(s.withdrawalsCents)}`} />
        <hr />
        {s.methods.map((l) => (
          <div key={l.method}>
            <p className="method">
              {REGISTER_METHOD_LABELS[l.method].toUpperCase()} ({l.orderCount})
            </p>
            <Line sub left="Vendas" right={formatDecimal(l.salesCents)} />
            <Line sub left="Esperado" right={formatDecimal(l.expectedCents)} />
            {l.countedCents === null ? (
              <p className="sub">Conferido pelo Stripe</p>
            ) : (
              <>
                <Line sub left="Contado" right={formatDecimal(l.countedCents)} />
                <Line sub left={differenceWord(l.differenceCents!)} right={differenceOf(l.differenceCents!)} />
              </>
            )}
          </div>
        ))}
        <hr />
        <Line left={`Pedidos: ${s.orderCount}`} right={`Vendas ${formatBRL(s.salesCents)}`} />
        <p className="total">
          {s.differenceCents === 0 ? 'SEM DIFERENÇA' : differenceLabel(s.differenceCents).toUpperCase()}
        </p>
        {r.movements.length > 0 && (
          <>
            <p className="strong">MOVIMENTAÇÕES</p>
            {r.movements.map((m) => (
              <div key={m.id}>
                <Line
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
      </div>
    </div>,
    document.body,
  );
}

const differenceOf = (cents: number) => formatDecimal(Math.abs(cents));

function Line({ left, right, sub }: { left: string; right: string; sub?: boolean }) {
  return (
    <p className={sub ? 'line sub' : 'line'}>
      <span>{left}</span>
      <span>{right}</span>
    </p>
  );
}
