import { describe, expect, it } from 'vitest';
import { dataFromPage, shellOf, strategyFor } from './requests';

const ORIGIN = 'https://loja.exemplo.com';
const at = (path: string, method = 'GET', mode: RequestMode | 'navigate' = 'navigate', origin = ORIGIN) =>
  strategyFor(new URL(path, origin), method, mode, ORIGIN);

describe('what the service worker answers', () => {
  it('keeps the storefront pages, its code, the photos and the public menu', () => {
    expect(at('/')).toBe('page');
    expect(at('/product/abc')).toBe('page');
    expect(at('/cart')).toBe('page');
    expect(at('/checkout')).toBe('page');
    expect(at('/assets/index-abc.js', 'GET', 'cors')).toBe('asset');
    expect(at('/uploads/p/123.webp', 'GET', 'no-cors')).toBe('image');
    expect(at('/api/menu', 'GET', 'cors')).toBe('data');
    expect(at('/api/store', 'GET', 'cors')).toBe('data');
    expect(at('/api/products/abc', 'GET', 'cors')).toBe('data');
  });

  it('never keeps the admin, sign-in, orders, the account, live events, writes or other sites', () => {
    for (const path of ['/admin', '/admin/orders', '/customer', '/customer/orders', '/login', '/pay/123'])
      expect(at(path), path).toBeNull();
    for (const path of [
      '/api/admin/orders',
      '/api/auth/get-session',
      '/api/me',
      '/api/orders/123',
      '/api/customer/orders',
      '/api/payments/config',
      '/api/events/orders',
      '/api/push/subscriptions',
    ])
      expect(at(path, 'GET', 'cors'), path).toBeNull();
    expect(at('/api/menu', 'POST', 'cors')).toBeNull();
    expect(at('/api/orders', 'POST', 'cors')).toBeNull();
    expect(at('/assets/x.js', 'GET', 'cors', 'https://cdn.exemplo.com')).toBeNull();
    // The app icons keep their address when the logo changes: always asked from the server.
    expect(at('/icons/apple-touch-icon.png', 'GET', 'no-cors')).toBeNull();
  });
});

const RENDERED =
  '<html><head><title>Casa</title></head><body><div id="root"><main><h1>Casa</h1></main></div>' +
  '<script type="application/json" id="page-data">{"menu":{"store":{"name":"Casa \\u003c3"},"products":[]},"renderedAt":"x"}</script>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

describe('offline copies made from the home', () => {
  it('turns a rendered page into the shell, keeping its scripts', () => {
    expect(shellOf(RENDERED)).toBe(
      '<html><head><title>Casa</title></head><body><div id="root"></div>' +
        '<script type="module" src="/assets/index.js"></script></body></html>',
    );
  });

  it('gives the menu and the store the page was rendered from, and nothing else', () => {
    expect(JSON.parse(dataFromPage('/api/menu', RENDERED)!)).toEqual({ store: { name: 'Casa <3' }, products: [] });
    expect(JSON.parse(dataFromPage('/api/store', RENDERED)!)).toEqual({ name: 'Casa <3' });
    expect(dataFromPage('/api/products/abc', RENDERED)).toBeNull();
    expect(dataFromPage('/api/menu', '<div id="root"></div>')).toBeNull();
  });
});
