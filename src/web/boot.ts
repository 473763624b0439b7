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
// While taps are held, a tap on a link to this site that this tab would follow is held too and
// given after them: followed at once, it would unload the page, or let the header's router
// (adopted first) swap it, and the held taps would be lost (docs/decisions/014).
const taps: HTMLButtonElement[] = [];
let link: HTMLAnchorElement | null | undefined;

function hold(e: MouseEvent) {
  const target = e.target instanceof Element ? e.target : null;
  const button = target?.closest('button');
  const a = button || !taps.length ? null : target?.closest('a');
  if (
    a &&
    !e.button &&
    !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) &&
    !a.hasAttribute('download') &&
    (!a.target || a.target === '_self') &&
    a.origin === location.origin
  )
    link = a;
  else if (!button) return;
  else if (taps.length < MAX_TAPS) taps.push(button);
  e.stopPropagation();
  e.preventDefault();
}

/**
 * Stops holding; gives the held buttons to the app once it is `live`, then the held link, to its
 * router while it is on the page. Without the app, or off the page, the link is followed as the
 * browser would, also when a button before it was replaced and its tap lost: the customer asked
 * to go there.
 */
async function give(live: boolean) {
  document.removeEventListener('click', hold, true);
  if (live)
    for (const button of taps) {
      if (button.isConnected) button.click();
      // The app draws what a tap changed after its handler returns: the next tap must find it
      // drawn ('+' twice, then 'Adicionar', given at once, added one).
      await nextTask();
    }
  if (live && link?.isConnected) link.click();
  else if (link) location.assign(link.href);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

function firstTouch(): Promise<void> {
  return new Promise((resolve) => {
    for (const type of ['pointerdown', 'keydown'])
      document.addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
  });
}

if (app) {
  document.addEventListener('click', hold, true);
  document.addEventListener(HYDRATED, () => void give(true), { once: true });
  void Promise.race([whenPagePainted(), firstTouch()])
    .then(() => import(/* @vite-ignore */ app))
    // Without the app the buttons cannot work anyway: stop holding, and follow a held link.
    .catch(() => give(false));
}
