import { useEffect, useState } from 'react';

/**
 * The QR code of `text` as an image's data URL (a PIX code, an NFC-e's consultation address);
 * null while it is drawn or when it cannot be. The encoder library loads only when a code is shown.
 */
export function useQrDataUrl(text: string, width = 240): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    import('qrcode')
      .then((m) => m.toDataURL(text, { margin: 1, width, errorCorrectionLevel: 'M' }))
      .then((u) => live && setUrl(u))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [text, width]);
  return url;
}
