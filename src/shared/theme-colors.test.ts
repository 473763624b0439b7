import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOR, THEME_COLOR } from './theme-colors';

const css = readFileSync(new URL('../web/styles/theme.css', import.meta.url), 'utf8');
const html = readFileSync(new URL('../web/index.html', import.meta.url), 'utf8');

describe('the theme colours the manifest and icons use', () => {
  it('are the stylesheet’s primary and canvas colours', () => {
    expect(css).toContain(`--color-primary: ${THEME_COLOR};`);
    expect(css).toContain(`--color-canvas: ${BACKGROUND_COLOR};`);
  });

  it('give the page its theme-color', () => {
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
  });
});
