/** What every email is made of; `renderMail` turns it into the HTML and plain-text parts. */
export type MailContent = {
  store: { name: string; logoUrl: string | null };
  publicUrl: string;
  heading: string;
  paragraphs: string[];
  /** The one thing to do, as a button (HTML) and a bare link (text). */
  action?: { label: string; url: string };
  /** Titled blocks of lines: the items of an order, the address, the payment. */
  sections?: { title: string; lines: string[] }[];
  /** Label/value rows, e.g. subtotal, delivery fee, total (the last one in bold). */
  totals?: { label: string; value: string }[];
  /** Text shown as-is in a monospace box, e.g. a PIX "copia e cola" code. */
  code?: { label: string; value: string };
  footnote?: string;
  /** A marketing message's way out, as a small link under the footnote. */
  unsubscribe?: { label: string; url: string };
};

const PRIMARY = '#b4441c';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** One pass over the text: a rush renders an email for every order (docs/decisions/026). */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/**
 * One pt-BR layout for every message (docs/product.md#email): the store's logo and name on top,
 * inline styles only (mail clients drop style sheets), and a plain-text part saying the same.
 */
export function renderMail(c: MailContent): { html: string; text: string } {
  const logo = c.store.logoUrl
    ? `<img src="${escape(absolute(c.publicUrl, c.store.logoUrl))}" alt="" width="48" height="48" style="border-radius:8px;vertical-align:middle;margin-right:12px">`
    : '';
  const html: string[] = [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;background:#f6f3ef;font-family:Arial,Helvetica,sans-serif;color:#2b2522">',
    '<div style="max-width:560px;margin:0 auto;padding:24px 16px">',
    `<div style="font-size:18px;font-weight:bold;margin-bottom:16px">${logo}${escape(c.store.name)}</div>`,
    '<div style="background:#fff;border-radius:12px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 12px">${escape(c.heading)}</h1>`,
    ...c.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escape(p)}</p>`),
  ];
  const text: string[] = [c.store.name, '', c.heading, '', ...c.paragraphs.flatMap((p) => [p, ''])];

  // Paying comes first: the code before any other call to action.
  if (c.code) {
    html.push(
      `<p style="margin:16px 0 4px;font-weight:bold">${escape(c.code.label)}</p>`,
      `<p style="margin:0 0 12px;font-family:monospace;font-size:12px;background:#f6f3ef;padding:12px;border-radius:8px;word-break:break-all">${escape(c.code.value)}</p>`,
    );
    text.push(`${c.code.label}:`, c.code.value, '');
  }
  if (c.action) {
    html.push(
      `<p style="margin:20px 0"><a href="${escape(c.action.url)}" style="background:${PRIMARY};color:#fff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;display:inline-block">${escape(c.action.label)}</a></p>`,
      `<p style="margin:0 0 12px;font-size:12px;color:#6b625d;word-break:break-all">${escape(c.action.url)}</p>`,
    );
    text.push(`${c.action.label}: ${c.action.url}`, '');
  }
  for (const s of c.sections ?? []) {
    html.push(
      `<h2 style="font-size:15px;margin:20px 0 8px">${escape(s.title)}</h2>`,
      ...s.lines.map((l) => `<p style="margin:0 0 4px;line-height:1.4">${escape(l)}</p>`),
    );
    text.push(`${s.title}:`, ...s.lines.map((l) => `  ${l}`), '');
  }
  if (c.totals?.length) {
    html.push('<table role="presentation" style="width:100%;border-collapse:collapse;margin-top:16px">');
    c.totals.forEach((t, i) => {
      const last = i === c.totals!.length - 1;
      const style = last
        ? 'font-weight:bold;font-size:16px;border-top:1px solid #e7e1dc;padding-top:8px'
        : 'padding:2px 0';
      html.push(
        `<tr><td style="${style}">${escape(t.label)}</td><td style="${style};text-align:right">${escape(t.value)}</td></tr>`,
      );
      text.push(`${t.label}: ${t.value}`);
    });
    html.push('</table>');
    text.push('');
  }
  if (c.footnote) {
    html.push(`<p style="margin:20px 0 0;font-size:12px;color:#6b625d">${escape(c.footnote)}</p>`);
    text.push(c.footnote, '');
  }
  if (c.unsubscribe) {
    html.push(
      `<p style="margin:8px 0 0;font-size:12px"><a href="${escape(c.unsubscribe.url)}" style="color:#6b625d">${escape(c.unsubscribe.label)}</a></p>`,
    );
    text.push(`${c.unsubscribe.label}: ${c.unsubscribe.url}`, '');
  }
  html.push(
    '</div>',
    `<p style="font-size:12px;color:#6b625d;text-align:center;margin-top:16px"><a href="${escape(c.publicUrl)}" style="color:#6b625d">${escape(c.store.name)}</a></p>`,
    '</div></body></html>',
  );
  text.push(c.publicUrl);
  return { html: html.join('\n'), text: text.join('\n') };
}
