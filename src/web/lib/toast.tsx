import { useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Toaster = Sonner['Toaster'];

// sonner (~10 kB of the home's JavaScript) loads with the first toast, not with the page
// (docs/decisions/010). The toaster mounts then, and the toast is shown once it listens.
let loading: Promise<Sonner['toast']> | undefined;
let loadedToaster: Toaster | null = null;
let mountToaster: ((toaster: Toaster) => void) | undefined;
let toasterMounted: (() => void) | undefined;

function sonner(): Promise<Sonner['toast']> {
  return (loading ??= import('sonner').then(
    (m) =>
      new Promise((resolve) => {
        toasterMounted = () => resolve(m.toast);
        loadedToaster = m.Toaster;
        mountToaster?.(m.Toaster);
      }),
  ));
}

const show = (kind: 'success' | 'error' | 'info') => (message: string, data?: ExternalToast) => {
  void sonner().then((toast) => toast[kind](message, data));
};

/** sonner's toast, loaded on first use. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };

// Under the sticky header (64 px), never on it: a toast spans a phone's width, and over the
// header it hid the cart icon for seconds right after 'Adicionar'. sonner slides a toast in from
// just above its place and out the same way, across the header, so the toaster is clipped at the
// header's bottom edge too: a toast slides out from under it, and nothing of one is drawn or
// tapped on it. Unclipped, a tap on the cart icon as a toast came or went, or a finger already on
// the icon as one came in (a tap goes where the finger lifts), landed on the toast and the cart
// never opened.
const HEADER_PX = 64;
const BELOW_HEADER = { top: HEADER_PX + 8 };
const CLIPPED_AT_HEADER = { clipPath: `inset(${HEADER_PX - BELOW_HEADER.top}px -100vw -100vh)` };

/** Where the toasts appear: nothing until the first one is asked for. */
export function Toasts() {
  const [Loaded, setLoaded] = useState<Toaster | null>(() => loadedToaster);
  useEffect(() => {
    mountToaster = (t) => setLoaded(() => t);
    return () => {
      mountToaster = undefined;
    };
  }, []);
  if (!Loaded) return null;
  return (
    <>
      <Loaded
        position="top-center"
        offset={BELOW_HEADER}
        mobileOffset={BELOW_HEADER}
        style={CLIPPED_AT_HEADER}
        richColors
        closeButton
      />
      <Listening />
    </>
  );
}

/** Mounted after the toaster (its effects run after the toaster's own, which subscribe it). */
function Listening() {
  useEffect(() => toasterMounted?.(), []);
  return null;
}
