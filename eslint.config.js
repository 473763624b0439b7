import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web features (src/web/features/<name>) and the other features each may import: the one
 * allow-list of docs/architecture.md ("Layers"). A feature imports only the ones listed here,
 * so the graph goes one way, from pages down to the base features; a new folder must be added
 * here, and a list that makes a cycle stops the lint.
 */
const FEATURE_IMPORTS = {
  // Base: the store's public info and open/closed status, live order events, search; payment
  // (the PIX panel follows the bank's confirmation live).
  'store-info': [],
  live: [],
  search: [],
  payment: ['live'],
  // Base over store-info: the signed-in user and the cart.
  auth: ['store-info'],
  cart: ['store-info'],
  // The home and the public menu data the product page and the admin's writes use.
  storefront: ['cart', 'store-info'],
  // Pages.
  product: ['cart', 'storefront'],
  checkout: ['auth', 'cart', 'payment', 'store-info'],
  claim: ['auth', 'store-info'],
  customer: ['auth', 'cart', 'checkout', 'live', 'payment', 'reviews', 'store-info', 'storefront'],
  // 'Novo pedido' reuses the cart's stepper, the checkout's CEP lookup and the product page's choices.
  admin: ['auth', 'cart', 'checkout', 'courier', 'live', 'product', 'reviews', 'store-info', 'storefront'],
  // The courier's page: their link is the key, nothing else of the app.
  courier: [],
  // Rating an order: the invitation's page, and the form and stars Meus Pedidos and the admin reuse.
  reviews: [],
  // The customer's NFC-e by its link: the DANFE as a page, nothing else of the app.
  receipt: [],
  // The storefront's header and layout, mounted by the router.
  shell: ['auth', 'cart', 'search', 'storefront'],
};

const FEATURES = 'src/web/features';

checkGraph(FEATURE_IMPORTS, FEATURES, 'FEATURE_IMPORTS');

/** One zone per feature: everything under features/ except itself and what it may import. */
const featureZones = Object.entries(FEATURE_IMPORTS).map(([feature, allowed]) => ({
  target: `./${FEATURES}/${feature}`,
  from: `./${FEATURES}`,
  except: [feature, ...allowed].map((f) => `./${f}`),
  message: `${feature} may import only ${allowed.join(', ') || 'no other feature'} (FEATURE_IMPORTS in eslint.config.js, docs/architecture.md#layers).`,
}));

const WEB_ZONES = [
  {
    target: ['./src/web/components', './src/web/lib'],
    from: `./${FEATURES}`,
    message: 'components/ and lib/ are below the features: pass what they need as props or arguments.',
  },
  ...featureZones,
];
/**
 * What each server module may import of the others (src/server/modules/<module>). The graph
 * has floors: a module imports only modules on lower floors, never back up, so changing a low
 * module never needs a higher one to change with it (docs/architecture.md#layers).
 */
const MODULE_IMPORTS = {
  // Floor 0: leaves.
  docs: [],
  geo: [],
  health: [],
  live: [],
  mail: [],
  roles: [],
  uploads: [],
  coupons: [],
  // Cashback: the terms and each customer's ledger.
  cashback: [],
  profile: [],
  // The cash register: reads the orders' totals straight from their table.
  register: [],
  // What counts as sold, and the period's figures ('Relatórios').
  reports: [],
  // Floor 1: the store's settings (geocoding its address); 'Sentimos sua falta' (its emails,
  // the reports' rule of what sold).
  'win-back': ['mail', 'reports'],
  store: ['geo'],
  team: ['roles'],
  account: ['profile', 'roles'],
  'app-manifest': ['uploads'],
  // Floor 2: the dashboard, over the reports' rules and the win-back figures; the menu and the money.
  dashboard: ['reports', 'win-back'],
  menu: ['store'],
  payments: ['cashback', 'coupons', 'live', 'store'],
  'admin-menu': ['menu', 'store'],
  'admin-orders': ['cashback', 'coupons', 'live', 'payments', 'store'],
  pages: ['menu'],
  // Reviews: invitations from delivered orders, the customer's rating, the owner's figures.
  reviews: ['live', 'store'],
  // Floor 3: orders, which price from the menu and charge through payments.
  orders: ['account', 'cashback', 'coupons', 'geo', 'live', 'mail', 'menu', 'payments', 'reviews', 'store'],
  // Floor 4: what reads orders.
  'customer-orders': ['orders', 'payments', 'reviews', 'store'],
  password: ['mail', 'orders', 'store'],
  push: ['customer-orders', 'live', 'orders'],
  // The kitchen: tickets on network thermal printers (ESC/POS over TCP), printed and
  // auto-accepted from the order events.
  printing: ['admin-orders', 'live', 'orders', 'store'],
  // Order messages through the WhatsApp Cloud API, queued from the order events.
  whatsapp: ['live', 'orders', 'reviews'],
  // Floor 5: the kitchen display, with printing's settings (its timers) and stations.
  kitchen: ['live', 'printing'],
  // Couriers: their links, deliveries (status changes as staff's) and settlements.
  couriers: ['admin-orders', 'store'],
  // Orders staff take on the phone or at the counter, through the orders' own steps.
  'counter-orders': ['geo', 'orders', 'payments'],
  // Changing an order before it leaves: priced by the orders' steps, reprinted 'ALTERADO'.
  'order-edits': ['geo', 'live', 'orders', 'payments', 'printing'],
  // iFood's orders: imported from its events, cancelled or concluded as staff's status changes are.
  ifood: ['admin-orders', 'live', 'orders'],
  // NFC-e through a fiscal provider: notes for paid orders (their events wake it), the DANFE on
  // the receipt printer, the customer's email.
  fiscal: ['live', 'mail', 'orders', 'printing', 'store'],
};

const SERVER_MODULES = 'src/server/modules';

/** The folders on disk and an allow-list name the same folders, and the list has no cycle. */
function checkGraph(graph, folder, name) {
  const onDisk = readdirSync(new URL(`./${folder}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const unlisted = onDisk.filter((f) => !(f in graph));
  if (unlisted.length) throw new Error(`eslint.config.js: add ${unlisted.join(', ')} to ${name}`);
  const state = new Map();
  const visit = (f, path) => {
    if (!(f in graph)) throw new Error(`eslint.config.js: ${name} names an unknown folder ${f}`);
    if (state.get(f) === 'done') return;
    if (state.get(f) === 'open') throw new Error(`eslint.config.js: ${name} has a cycle ${[...path, f].join(' -> ')}`);
    state.set(f, 'open');
    for (const dep of graph[f]) visit(dep, [...path, f]);
    state.set(f, 'done');
  };
  for (const f of Object.keys(graph)) visit(f, []);
}
checkGraph(MODULE_IMPORTS, SERVER_MODULES, 'MODULE_IMPORTS');

/** One zone per server module: the other modules except what it may import (and the routes' context, route-context.ts). */
const MODULE_ZONES = Object.entries(MODULE_IMPORTS).map(([module, allowed]) => ({
  target: `./${SERVER_MODULES}/${module}`,
  from: `./${SERVER_MODULES}`,
  except: [module, ...allowed, 'route-context.ts'].map((m) => `./${m}`),
  message: `${module} may import only ${allowed.join(', ') || 'no other module'} (MODULE_IMPORTS in eslint.config.js, docs/architecture.md#layers).`,
}));

/** One way to name a file from afar: an import leaving its folder's parent goes through @web/, @server/ or @shared/. */
const NO_CLIMBING = {
  regex: '^\\.\\./\\.\\./',
  message: "Import through @web/, @server/ or @shared/ instead of climbing '../../'.",
};

const HTTP_ZONE = {
  target: './src/server/http',
  from: './src/server/modules',
  message: 'http/ is the plumbing under the modules: modules import it, never the reverse.',
};
const SHARED_ZONE = {
  target: './src/shared',
  from: ['./src/web', './src/server'],
  message: 'src/shared runs in the browser and on the server: it imports neither.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'drizzle', 'coverage', 'tests/e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A function reads as a short list of steps (docs/contributing.md#where-code-goes): past 80 lines it is
    // split, or says why it stays long in the disable comment's reason (`-- because ...`).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    // A Vitest fixture names what it depends on in its first parameter's destructuring; one that
    // depends on nothing is written ({}, { onCleanup }) => ... (tests/e2e/fixtures.ts).
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // The service worker (src/web/sw, docs/decisions/011-service-worker.md) runs in a worker: its
    // globals, not the page's (its types come from src/web/sw/tsconfig.json).
    files: ['src/web/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The layers of docs/architecture.md#layers, with imports resolved through tsconfig's paths
    // (@web/*, @server/*, @shared/*) as well as relative ones.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports into .ts/.tsx files only when it knows how to parse them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // Any depth: the walk costs about 3.5 s of the lint's 10 s on 2 cores, the same with maxDepth 12.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...WEB_ZONES, ...MODULE_ZONES, HTTP_ZONE, SHARED_ZONE] }],
      'no-restricted-imports': ['error', { patterns: [NO_CLIMBING] }],
      // Packages, then the aliases, then relative files, each sorted (npm run lint -- --fix orders them).
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@{shared,server,web}/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          alphabetize: { order: 'asc', caseInsensitive: true },
          'newlines-between': 'never',
        },
      ],
    },
  },
  {
    // A module's tests may set up what other modules own (an admin, an event): the floors bind the code.
    files: ['src/server/modules/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...WEB_ZONES, HTTP_ZONE, SHARED_ZONE] }] },
  },
  {
    // The API tests of http/ drive the whole app, modules included.
    files: ['src/server/http/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...WEB_ZONES, SHARED_ZONE] }] },
  },
  {
    // Accessibility of the screens (docs/look-and-feel.md; Lighthouse's accessibility budget is 100).
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    // The ui/ primitives render the element they are named for, so a label around <Input> labels it.
    settings: { 'jsx-a11y': { components: { Button: 'button', Input: 'input' } } },
  },
  {
    // One-way imports (docs/architecture.md): the web app never imports server code; types
    // only (`import type`) may cross, and the shared schemas live in src/shared.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@server/*', '**/server/**'], allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@web/*', '**/web/**'] }, NO_CLIMBING] }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@web/*', '@server/*'] }, NO_CLIMBING] }] },
  },
);
