import { Hono } from 'hono';
import type { AppEnv } from '@server/http/context';
import { encodeJson, type EncodedBody } from '@server/http/encoded-body';
import { requestHeader } from '@server/http/request-header';
import { sendEncoded } from '@server/http/send-encoded';
import type { PublicMenu } from '@shared/contract/menu';
import type { Ctx } from '../route-context';
import { createAppIcons, iconVersion } from './icons';
import { ADMIN_MANIFEST_PATH, ICON_NAMES, STORE_MANIFEST_PATH, webManifest, type IconName } from './manifest';

const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';
/** Their URLs change with the logo (`?v=`); a day keeps a tablet from asking at every start. */
const ICON_CACHE = 'public, max-age=86400';

type Manifests = { store: EncodedBody; admin: EncodedBody };

/**
 * The installable app (docs/product.md#installable-app-and-offline): the storefront's and the
 * admin's web manifests, made from the store's settings in the menu cache (one copy per fill, so
 * a change of name, description or logo shows on the next request, with a new ETag like the
 * menu's), and the icons they name.
 */
export function appManifestRoutes({
  menu,
  uploads,
  config,
  logger,
}: Pick<Ctx, 'menu' | 'uploads' | 'config' | 'logger'>) {
  const icons = createAppIcons({ uploads, webDist: config.webDist, logger });
  const manifests = new WeakMap<PublicMenu, Promise<Manifests>>();
  const manifestsFor = async () => {
    const current = await menu.get();
    let kept = manifests.get(current);
    if (!kept) {
      const version = iconVersion(current.store);
      kept = Promise.all([
        encodeJson(webManifest(current.store, 'store', version)),
        encodeJson(webManifest(current.store, 'admin', version)),
      ]).then(([store, admin]) => ({ store, admin }));
      manifests.set(current, kept);
    }
    return kept;
  };

  return new Hono<AppEnv>()
    .get(STORE_MANIFEST_PATH, async (c) => sendEncoded(c, (await manifestsFor()).store, MANIFEST_TYPE))
    .get(ADMIN_MANIFEST_PATH, async (c) => sendEncoded(c, (await manifestsFor()).admin, MANIFEST_TYPE))
    .get('/icons/:name', async (c) => {
      const name = c.req.param('name') as IconName;
      if (!ICON_NAMES.includes(name)) return c.text('Ícone não encontrado.', 404);
      const { store } = await menu.get();
      const made = await icons.get(store);
      const etag = made.etags[name];
      c.header('Cache-Control', ICON_CACHE);
      c.header('ETag', etag);
      const held = requestHeader(c, 'if-none-match')?.split(',') ?? [];
      if (held.some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
      const body = made.files[name];
      return c.body(new Uint8Array(body), 200, { 'Content-Type': 'image/png', 'Content-Length': String(body.length) });
    });
}
