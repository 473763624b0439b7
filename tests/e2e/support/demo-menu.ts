import { spawnSync } from 'node:child_process';

/** A variation as the cart keeps it among a line's chosen options (cart-store.ts). */
type DemoVariation = { optionId: string; title: string; variationId: string; name: string; priceCents: number };

/** The demo menu by product name; a product's variations by 'Option title/Variation name'. */
export type DemoMenu = Record<
  string,
  { id: string; priceCents: number; image: string | null; variations: Record<string, DemoVariation> }
>;

/**
 * Seeds the demo menu into a fresh embedded database in `dir` before the server opens it (PGlite
 * takes one process at a time), and reads the product and variation ids the orders need.
 */
export function seedDemoMenu(dir: string): DemoMenu {
  const script = `
    import { sql } from 'drizzle-orm';
    import { openDatabase } from './src/server/db/client.ts';
    import { seedDemo } from './src/server/db/seed/seed-demo.ts';
    const d = await openDatabase({ dataDir: process.argv[1] });
    await seedDemo(d.db);
    const r = await d.db.execute(sql\`select p.id, p.name, p.price_cents, p.image_url, o.id as oid, o.title, v.id as vid, v.name as vname, v.price_cents as vprice
      from products p left join product_options o on o.product_id = p.id left join option_variations v on v.option_id = o.id\`);
    console.log(JSON.stringify(r.rows ?? r));
    await d.close();`;
  const out = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], {
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`seeding failed: ${out.stderr}`);
  type Row = {
    id: string;
    name: string;
    price_cents: number;
    image_url: string | null;
    oid: string | null;
    title: string | null;
    vid: string | null;
    vname: string | null;
    vprice: number | null;
  };
  const rows = JSON.parse(out.stdout.trim().split('\n').pop()!) as Row[];
  const m: DemoMenu = {};
  for (const r of rows) {
    m[r.name] ??= { id: r.id, priceCents: r.price_cents, image: r.image_url, variations: {} };
    if (r.vid)
      m[r.name]!.variations[`${r.title}/${r.vname}`] = {
        optionId: r.oid!,
        title: r.title!,
        variationId: r.vid,
        name: r.vname!,
        priceCents: r.vprice!,
      };
  }
  return m;
}
