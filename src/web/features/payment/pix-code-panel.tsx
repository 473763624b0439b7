import { Check, Copy, QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { formatBRL } from '@shared/money';
import { Button } from '../../components/ui/button';

/** The QR image of a PIX code; the encoder library loads only when a code is shown. */
function useQrDataUrl(code: string) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((m) => m.toDataURL(code, { margin: 1, width: 240, errorCorrectionLevel: 'M' }))
      .then((u) => live && setUrl(u))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [code]);
  return url;
}

/** After a PIX order (docs/look-and-feel.md#storefront): the QR code, the "copia e cola" code in a read-only field and a big 'Copiar código'. */
export function PixCodePanel({ code, totalCents }: { code: string; totalCents: number }) {
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
    <section
      aria-label="Pagamento via PIX"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-primary/40 bg-primary-soft/60 p-4 text-center"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-primary">
        <QrCode className="size-4" aria-hidden /> Pague {formatBRL(totalCents)} com PIX
      </p>
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
    </section>
  );
}
