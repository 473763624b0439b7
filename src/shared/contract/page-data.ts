import type { ZoneSpan } from '../schedule';
import type { ProductDetail, PublicMenu } from './menu';

/**
 * What the server rendered a storefront page from, sent in the page as JSON
 * (`<script type="application/json" id="page-data">`) so the browser starts from the same data
 * and asks for none of it again (docs/decisions/010).
 */
export type PageData = {
  menu: PublicMenu;
  product?: ProductDetail;
  /** When the page was rendered (ISO): the open/closed state it shows was computed for then. */
  renderedAt: string;
  /** São Paulo's UTC offset from then on, so the browser needs no time-zone data to start. */
  zone: ZoneSpan;
};

export const PAGE_DATA_ID = 'page-data';

/**
 * The id of the home's first product card: the rendered home holds its first paint until the
 * parser has read that card, so the first frame already shows the menu (docs/decisions/010).
 */
export const FIRST_CARD_ID = 'first-card';

/** The page's own title and description, for the HTML's head (the browser keeps them up to date). */
export type PageMeta = { title: string; description: string };
