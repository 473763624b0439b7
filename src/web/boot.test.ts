import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// boot.ts runs as the page's script: these tests give it a page of a few fake elements and
// tap them through its click listener, the way the browser would, before the app is live.

vi.mock('./lib/page-painted', () => ({ whenPagePainted: () => new Promise<void>(() => {}) }));

const ORIGIN = 'https://loja.test';

class FakeElement {
  isConnected = true;
  clicks = 0;
  constructor(
    readonly tag: string,
    readonly attributes: Record<string, string> = {},
    readonly parent?: FakeElement,
  ) {}
  closest(tag: string): FakeElement | null {
    return this.tag === tag ? this : (this.parent?.closest(tag) ?? null);
  }
  hasAttribute(name: string) {
    return name in this.attributes;
  }
  get target() {
    return this.attributes.target ?? '';
  }
  get href() {
    return new URL(this.attributes.href!, ORIGIN).href;
  }
  get origin() {
    return new URL(this.href).origin;
  }
  click() {
    this.clicks++;
  }
}

type Listener = (e: object) => void;
let listeners: { type: string; fn: Listener }[];
let assign: ReturnType<typeof vi.fn>;

/** The page, with the app's entry named `app`; boot.ts starts on it. */
async function boot(app = '/assets/index-missing.js') {
  listeners = [];
  assign = vi.fn();
  vi.stubGlobal('Element', FakeElement);
  vi.stubGlobal('location', { origin: ORIGIN, assign });
  vi.stubGlobal('document', {
    querySelector: () => ({ dataset: { app } }),
    addEventListener: (type: string, fn: Listener) => listeners.push({ type, fn }),
    removeEventListener: (type: string, fn: Listener) => {
      listeners = listeners.filter((l) => l.type !== type || l.fn !== fn);
    },
  });
  vi.resetModules();
  await import('./boot');
}

const dispatch = (type: string, e: object = {}) => {
  for (const l of listeners.filter((l) => l.type === type)) l.fn(e);
};

/** A tap on `el` (or inside it); true when boot.ts let the browser go on with it. */
function tap(el: FakeElement, init: { button?: number; ctrlKey?: boolean; metaKey?: boolean } = {}) {
  let prevented = false;
  dispatch('click', { target: el, button: 0, ...init, stopPropagation() {}, preventDefault: () => (prevented = true) });
  return !prevented;
}

const button = () => new FakeElement('button');
const link = (attributes: Record<string, string> = {}) => new FakeElement('a', { href: '/cart', ...attributes });
/** The app announces the page adopted; resolves once boot.ts has given every held tap (ten at most, a task each). */
async function live() {
  dispatch('cardapio:hydrated');
  for (let i = 0; i <= 10; i++) await new Promise((resolve) => setTimeout(resolve));
}

beforeEach(() => boot());
afterEach(() => vi.unstubAllGlobals());

describe('boot.ts before the app is live', () => {
  it('holds a button, and a link tapped after it, then gives both once the page is adopted', async () => {
    const add = button();
    const icon = new FakeElement('svg', {}, link());
    expect(tap(add)).toBe(false);
    expect(tap(icon)).toBe(false);
    expect(add.clicks + icon.parent!.clicks).toBe(0);
    await live();
    expect([add.clicks, icon.parent!.clicks]).toEqual([1, 1]);
    expect(assign).not.toHaveBeenCalled();
    // once live, taps go straight to the app
    expect(tap(button())).toBe(true);
  });

  it('gives each held button once the app has drawn what the one before changed', async () => {
    // The app draws a change after the handler returns (Preact, in a microtask): '+' then
    // 'Adicionar' must add the quantity '+' made.
    const drawn = { quantity: 1 };
    const more = Object.assign(button(), { click: () => queueMicrotask(() => drawn.quantity++) });
    const added: number[] = [];
    const add = Object.assign(button(), { click: () => added.push(drawn.quantity) });
    tap(more);
    tap(more);
    tap(add);
    await live();
    expect(added).toEqual([3]);
  });

  it('lets a link go at once while no button is held, and radios and checkboxes always', () => {
    expect(tap(link())).toBe(true);
    expect(tap(new FakeElement('input'))).toBe(true);
    tap(button());
    expect(tap(new FakeElement('input'))).toBe(true);
  });

  it('after a held button, lets go a link that opens elsewhere or goes to another site', () => {
    tap(button());
    expect(tap(link(), { ctrlKey: true })).toBe(true);
    expect(tap(link(), { metaKey: true })).toBe(true);
    expect(tap(link(), { button: 1 })).toBe(true);
    expect(tap(link({ target: '_blank' }))).toBe(true);
    expect(tap(link({ download: '' }))).toBe(true);
    expect(tap(link({ href: 'https://wa.me/5511999999999' }))).toBe(true);
    expect(tap(link({ target: '_self' }))).toBe(false);
  });

  it('gives only the last link tapped, after the buttons', async () => {
    const [add, more, cart, account] = [button(), button(), link(), link({ href: '/login' })];
    tap(add);
    tap(cart);
    tap(more);
    tap(account);
    await live();
    expect([add.clicks, more.clicks, cart.clicks, account.clicks]).toEqual([1, 1, 0, 1]);
  });

  it('follows a held link the app took off the page, even when the button before it is gone too', async () => {
    const [add, cart] = [button(), link()];
    tap(add);
    tap(cart);
    add.isConnected = false;
    cart.isConnected = false;
    await live();
    expect(add.clicks + cart.clicks).toBe(0);
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/cart`);
  });

  it("follows a held link when the app's code fails to load, and holds nothing after", async () => {
    const [add, cart] = [button(), link()];
    tap(add);
    tap(cart);
    dispatch('pointerdown'); // the first touch asks for the code
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/cart`));
    expect(add.clicks + cart.clicks).toBe(0);
    expect(tap(button())).toBe(true);
  });
});
