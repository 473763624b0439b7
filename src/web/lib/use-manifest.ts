import { useEffect } from 'react';

/**
 * Points the page's `<link rel="manifest">` (index.html) at another web manifest while the
 * component is mounted: inside the admin, installing gives the admin's app, which opens on the
 * orders screen (docs/product.md#installable-app-and-offline).
 */
export function useManifest(href: string) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const before = link?.getAttribute('href');
    if (!link || !before) return;
    link.setAttribute('href', href);
    return () => link.setAttribute('href', before);
  }, [href]);
}
