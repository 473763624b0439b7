import { whenPagePainted } from './lib/page-painted';

// A page the server rendered loads this instead of the app's entry, which the server names in
// `data-app`. The app is asked for once the page and its pictures are on screen, so that over
// 4G its code does not share the phone's link with the photos the customer is looking at, or
// at the customer's first touch (docs/decisions/014). Nothing here may import what the app
// imports: it would become a chunk both load.
const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;

/** main.tsx's event once the page is adopted, named the same there. */
const HYDRATED = 'cardapio:hydrated';
const MAX_TAPS = 10;

// Links and form fields work before the app does, and a box or radio ticked then stays ticked:
// the product page reads those ticks once it is adopted. Buttons do nothing until the app has
// adopted their part of the page. Until the whole page is adopted, a tap on a button is held
// (kept from any handler, so it is never handled twice) and given again once the page is live.
const taps: HTMLButtonElement[] = [];
function hold(e: Event) {
  const button = e.target instanceof Element ? e.target.closest('button') : null;
  if (!button) return;
  e.stopPropagation();
  e.preventDefault();
  if (taps.length < MAX_TAPS) taps.push(button);
}

function firstTouch(): Promise<void> {
  return new Promise((resolve) => {
    for (const type of ['pointerdown', 'keydown'])
      document.addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
  });
}

if (app) {
  document.addEventListener('click', hold, true);
  const release = () => {
    document.removeEventListener('click', hold, true);
    for (const button of taps) if (button.isConnected) button.click();
  };
  document.addEventListener(HYDRATED, release, { once: true });
  void Promise.race([whenPagePainted(), firstTouch()])
    .then(() => import(/* @vite-ignore */ app))
    // Without the app the buttons cannot work anyway; let the page behave as it is.
    .catch(() => document.removeEventListener('click', hold, true));
}
