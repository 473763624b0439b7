import { Check, CircleCheck, Clock, Copy, QrCode, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { formatBRL } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { useQrDataUrl } from '@web/components/use-qr-data-url';
import { toast } from '@web/lib/toast';
import { formatCountdown, renewPixCharge, usePixPaid, useSecondsLeft } from './pix-charge';

type Props = {
  code: string;
  totalCents: number;
  /** The bank's charge (docs/decisions/008): when the code stops taking payments; absent for the static code. */
  expiresAt?: string | null;
  /** The order, for the live confirmation and 'Gerar novo código'. */
  orderId?: string;
  /** The owner is signed in: follow the payment live and allow a new code. */
  signedIn?: boolean;
};

/**
 * After a PIX order (docs/look-and-feel.md#storefront): the QR code, the "copia e cola" code in
 * a read-only field and a big 'Copiar código'. For a charge at the bank also whether it is paid,
 * live ('Aguardando pagamento' → 'Pagamento confirmado'), a countdown to its expiry and, once
 * expired, 'Gerar novo código'.
 */
export function PixCodePanel({
  code: placedCode,
  totalCents,
  expiresAt: placedExpiry = null,
  orderId,
  signedIn,
}: Props) {
  const [charge, setCharge] = useState({ code: placedCode, expiresAt: placedExpiry });
  const byBank = charge.expiresAt !== null && !!orderId;
  const paid = usePixPaid(orderId ?? '', byBank && !!signedIn);
  const secondsLeft = useSecondsLeft(paid ? null : charge.expiresAt);
  const expired = secondsLeft === 0;

  if (paid)
    return (
      <section
        aria-label="Pagamento via PIX"
        className="flex flex-col items-center gap-2 rounded-xl bg-success/10 p-5 text-center"
      >
        <CircleCheck className="size-12 text-success" aria-hidden />
        <p role="status" className="text-lg font-bold text-success">
          Pagamento confirmado
        </p>
        <p className="text-sm text-muted">
          Recebemos seu PIX de {formatBRL(totalCents)}. A loja já vai preparar seu pedido.
        </p>
      </section>
    );

  return (
    <section
      aria-label="Pagamento via PIX"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-primary/40 bg-primary-soft/60 p-4 text-center"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-primary">
        <QrCode className="size-4" aria-hidden /> Pague {formatBRL(totalCents)} com PIX
      </p>
      {byBank && !expired && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-ink">
          <span className="relative flex size-2.5" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary/60" />
            <span className="relative inline-flex size-2.5 rounded-full bg-primary" />
          </span>
          Aguardando pagamento
        </p>
      )}
      {expired ? (
        <ExpiredCode
          orderId={orderId!}
          signedIn={!!signedIn}
          onRenewed={(c) => setCharge({ code: c.pixCode, expiresAt: c.pixExpiresAt })}
        />
      ) : (
        <CodeToPay code={charge.code} />
      )}
      {secondsLeft !== null && !expired && (
        <p className="flex items-center gap-1.5 text-xs text-muted">
          <Clock className="size-3.5" aria-hidden /> O código expira em{' '}
          <span className="font-semibold text-ink tabular-nums" data-testid="pix-countdown">
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      )}
    </section>
  );
}

function CodeToPay({ code }: { code: string }) {
  const qr = useQrDataUrl(code);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success('Código PIX copiado!');
      setTimeout(() => setCopied(false), 2500);
    } catch {
      toast.error('Não foi possível copiar. Selecione o código e copie manualmente.');
    }
  };

  return (
    <>
      <div className="flex size-44 items-center justify-center rounded-lg bg-white p-2 ring-1 ring-line">
        {qr ? (
          <img src={qr} alt="QR Code PIX do pedido" width={160} height={160} className="size-40" />
        ) : (
          <span className="text-xs text-muted">Gerando QR Code...</span>
        )}
      </div>
      <label htmlFor="pix-code" className="sr-only">
        Código PIX copia e cola
      </label>
      <input
        id="pix-code"
        readOnly
        value={code}
        onFocus={(e) => e.currentTarget.select()}
        className="min-h-11 w-full truncate rounded-xl border border-line bg-surface px-3 font-mono text-xs text-ink"
      />
      <Button size="lg" className="w-full" onClick={copy}>
        {copied ? <Check className="size-5" aria-hidden /> : <Copy className="size-5" aria-hidden />}
        {copied ? 'Código copiado' : 'Copiar código'}
      </Button>
      <p className="text-xs text-muted">Abra o app do seu banco, escolha PIX copia e cola ou leia o QR Code.</p>
    </>
  );
}

function ExpiredCode({
  orderId,
  signedIn,
  onRenewed,
}: {
  orderId: string;
  signedIn: boolean;
  onRenewed: (charge: { pixCode: string; pixExpiresAt: string }) => void;
}) {
  const [renewing, setRenewing] = useState(false);
  const renew = async () => {
    setRenewing(true);
    try {
      onRenewed(await renewPixCharge(orderId));
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setRenewing(false);
    }
  };
  return (
    <div className="flex w-full flex-col items-center gap-3 py-2">
      <div className="flex size-16 items-center justify-center rounded-full bg-white ring-1 ring-line">
        <Clock className="size-8 text-muted" aria-hidden />
      </div>
      <p role="alert" className="text-base font-bold text-ink">
        Código expirado
      </p>
      <p className="text-sm text-muted">
        {signedIn
          ? 'Este código PIX não aceita mais pagamentos. Gere um novo para pagar o mesmo valor.'
          : 'Este código PIX não aceita mais pagamentos. Entre na sua conta para gerar um novo.'}
      </p>
      {signedIn && (
        <Button size="lg" className="w-full" onClick={renew} disabled={renewing}>
          <RefreshCw className={renewing ? 'size-5 animate-spin' : 'size-5'} aria-hidden />
          {renewing ? 'Gerando...' : 'Gerar novo código'}
        </Button>
      )}
    </div>
  );
}
