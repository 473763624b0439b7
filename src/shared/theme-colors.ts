/**
 * The theme's colours that leave the stylesheet (src/web/styles/theme.css): the web manifest's
 * theme and background colours and the generated app icons (docs/product.md#installable-app-and-offline).
 * theme-colors.test.ts keeps them equal to the stylesheet's.
 */
export const THEME_COLOR = '#b4441c';
/** The page's background (`--color-canvas`): the splash screen of the installed app. */
export const BACKGROUND_COLOR = '#f7f4f1';
