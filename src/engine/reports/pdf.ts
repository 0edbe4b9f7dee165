/**
 * PDF rendering of a report with pdf-lib (pure JavaScript: Node, workers, the service worker).
 * Standard Helvetica only: no font files, no network. Helvetica's WinAnsi encoding cannot show
 * Devanagari or most IAST diacritics, so text is reduced to what it can show (accents dropped,
 * anything else as '?'); the JSON answer keeps the full text.
 * Layout: A4, a title page, the contents, one new page per chapter, tables with a repeated
 * header row, page numbers in the footer. Deterministic: the document dates are GeneratedAt.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Branding } from './common';
import type { Block, ReportSection } from './document';

export interface PdfInput {
  title: string;
  subtitle: string;
  /** Label/value lines of the title page. */
  cover: { label: string; value: string }[];
  branding: Branding;
  generatedAt: string;
  sections: ReportSection[];
}

const W = 595.28, H = 841.89, M = 48, TOP = H - M, BOTTOM = 56;
const INNER = W - 2 * M;

function hex(c: string) {
  const m = /^#?([0-9a-f]{6})$/i.exec(c);
  const n = m ? parseInt(m[1], 16) : 0x333333;
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}
const GREY = rgb(0.35, 0.35, 0.35), LIGHT = rgb(0.93, 0.92, 0.96), ZEBRA = rgb(0.975, 0.975, 0.985), BLACK = rgb(0.1, 0.1, 0.12);

const REPLACE: Record<string, string> = { '\u2212': '-', '\u2032': "'", '\u2033': '"', '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ', '\u2264': '<=', '\u2265': '>=', '\u2192': '->', '\u00d7': 'x' };

export async function renderPdf(r: PdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const date = new Date(r.generatedAt);
  const when = Number.isNaN(date.getTime()) ? new Date(0) : date;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  const charset = new Set(font.getCharacterSet());
  doc.setTitle(clean(r.title + (r.subtitle ? ` - ${r.subtitle}` : '')));
  doc.setAuthor(r.branding.CompanyName);
  doc.setCreator('Akasha reports');
  doc.setProducer('Akasha (pdf-lib)');
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  const primary = hex(r.branding.PrimaryColor), secondary = hex(r.branding.SecondaryColor);

  function clean(s: string): string {
    let out = '';
    for (const ch of s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[\t\r\n]+/g, ' ')) {
      const cp = ch.codePointAt(0)!;
      out += charset.has(cp) ? ch : REPLACE[ch] ?? (cp < 32 ? ' ' : '?');
    }
    return out;
  }

  // ---------------------------------------------------------------- title page
  const cover = doc.addPage([W, H]);
  cover.drawRectangle({ x: 0, y: H - 120, width: W, height: 120, color: primary });
  cover.drawText(clean(r.branding.CompanyName), { x: M, y: H - 70, size: 28, font: bold, color: rgb(1, 1, 1) });
  cover.drawText('Vedic astrology report', { x: M, y: H - 96, size: 12, font, color: rgb(1, 1, 1) });
  let cy = H - 220;
  for (const line of wrap(clean(r.title), bold, 30, INNER)) { cover.drawText(line, { x: M, y: cy, size: 30, font: bold, color: BLACK }); cy -= 38; }
  if (r.subtitle) for (const line of wrap(clean(r.subtitle), font, 15, INNER)) { cover.drawText(line, { x: M, y: cy, size: 15, font, color: GREY }); cy -= 22; }
  cy -= 20;
  cover.drawRectangle({ x: M, y: cy, width: 80, height: 3, color: secondary });
  cy -= 30;
  for (const { label, value } of r.cover) {
    cover.drawText(clean(label), { x: M, y: cy, size: 11, font: bold, color: BLACK });
    const lines = wrap(clean(value), font, 11, INNER - 160);
    for (const l of lines) { cover.drawText(l, { x: M + 160, y: cy, size: 11, font, color: BLACK }); cy -= 16; }
    cy -= 4;
  }
  cover.drawText(clean(`Generated ${r.generatedAt}`), { x: M, y: 90, size: 9, font: italic, color: GREY });
  for (const [i, l] of wrap(clean(r.branding.FooterText), font, 8, INNER).entries()) cover.drawText(l, { x: M, y: 74 - i * 11, size: 8, font, color: GREY });

  // ---------------------------------------------------------------- body
  let page: PDFPage = doc.addPage([W, H]);
  let y = TOP;
  let fresh = true;
  const chapters: { heading: string; page: number }[] = [];
  const newPage = () => { page = doc.addPage([W, H]); y = TOP; fresh = true; };
  const ensure = (h: number) => { if (y - h < BOTTOM) newPage(); };
  const text = (s: string, x: number, f: PDFFont, size: number, color = BLACK) => { page.drawText(s, { x, y, size, font: f, color }); fresh = false; };

  function paragraph(s: string, size = 10, f: PDFFont = font, indent = 0) {
    const lh = size * 1.38;
    for (const line of wrap(clean(s), f, size, INNER - indent)) { ensure(lh); y -= lh; text(line, M + indent, f, size); }
    y -= size * 0.5;
  }

  function keyValues(b: Extract<Block, { type: 'key_values' }>) {
    if (b.title) { ensure(18); y -= 14; text(clean(b.title), M, bold, 10.5, primary); y -= 4; }
    const size = 9.5, lh = 13, lw = 170;
    for (const { label, value } of b.items) {
      const lines = wrap(clean(value), font, size, INNER - lw);
      ensure(lh * Math.min(lines.length, 3));
      y -= lh;
      text(clean(label), M, bold, size);
      lines.forEach((l, i) => { if (i > 0) { ensure(lh); y -= lh; } text(l, M + lw, font, size); });
      y -= 2;
    }
    y -= 6;
  }

  function tableBlock(b: Extract<Block, { type: 'table' }>) {
    const n = b.columns.length;
    const size = n > 12 ? 6.5 : n > 8 ? 7.5 : 8.5;
    const lh = size * 1.3, pad = 3;
    const header = b.columns.map(clean);
    const rows = b.rows.map((r) => r.map(clean));
    // Natural widths, capped; then fit to the page width.
    const natural = header.map((h, i) => {
      let w = widthOf(bold, h, size);
      for (const r of rows) w = Math.max(w, widthOf(font, r[i] ?? '', size));
      return Math.min(w, INNER * 0.45) + 2 * pad;
    });
    const minW = header.map((h) => Math.max(size + 2 * pad, Math.min(bold.widthOfTextAtSize(h.split(' ')[0] ?? h, size) + 2 * pad, INNER / n)));
    let widths = natural.slice();
    const sum = widths.reduce((a, v) => a + v, 0);
    if (sum > INNER) {
      const excess = sum - INNER;
      const shrinkable = widths.map((w, i) => Math.max(0, w - minW[i]));
      const total = shrinkable.reduce((a, v) => a + v, 0) || 1;
      widths = widths.map((w, i) => w - (excess * shrinkable[i]) / total);
    } else if (n <= 4) widths = widths.map((w) => (w * INNER) / sum);
    const rowLines = (cells: string[], f: PDFFont) => cells.map((c, i) => wrap(c, f, size, widths[i] - 2 * pad));
    const drawRow = (cells: string[][], f: PDFFont, fill: ReturnType<typeof rgb> | null) => {
      const h = Math.max(...cells.map((c) => c.length)) * lh + 2 * pad;
      ensure(h);
      if (fill) page.drawRectangle({ x: M, y: y - h, width: widths.reduce((a, v) => a + v, 0), height: h, color: fill });
      let x = M;
      cells.forEach((lines, i) => {
        lines.forEach((l, k) => page.drawText(l, { x: x + pad, y: y - pad - (k + 1) * lh + size * 0.28, size, font: f, color: BLACK }));
        x += widths[i];
      });
      fresh = false;
      y -= h;
    };
    if (b.title) { ensure(18 + 2 * lh); y -= 13; text(clean(b.title), M, bold, 9.5, primary); y -= 4; }
    const head = rowLines(header, bold);
    const headH = Math.max(...head.map((c) => c.length)) * lh + 2 * pad;
    ensure(headH + lh + 2 * pad);
    drawRow(head, bold, LIGHT);
    rows.forEach((r, k) => {
      const cells = rowLines(r, font);
      const h = Math.max(...cells.map((c) => c.length)) * lh + 2 * pad;
      if (y - h < BOTTOM) { newPage(); drawRow(head, bold, LIGHT); }
      drawRow(cells, font, k % 2 ? ZEBRA : null);
    });
    y -= 8;
  }

  for (const s of r.sections) {
    if (s.level === 1) {
      if (!fresh) newPage();
      chapters.push({ heading: s.heading, page: doc.getPageCount() - 1 });
      y -= 22;
      text(clean(s.heading), M, bold, 18, primary);
      y -= 8;
      page.drawRectangle({ x: M, y, width: INNER, height: 1.2, color: secondary });
      y -= 10;
    } else {
      ensure(60);
      y -= 20;
      text(clean(s.heading), M, bold, 12.5, BLACK);
      y -= 6;
    }
    for (const b of s.blocks) {
      if (b.type === 'paragraph') paragraph(b.text);
      else if (b.type === 'key_values') keyValues(b);
      else tableBlock(b);
    }
  }

  // ---------------------------------------------------------------- contents (after the title page)
  const perPage = 40;
  const contentsPages = Math.max(1, Math.ceil(chapters.length / perPage));
  for (let p = 0; p < contentsPages; p++) {
    const cp = doc.insertPage(1 + p, [W, H]);
    let yy = TOP - 22;
    if (p === 0) { cp.drawText('Contents', { x: M, y: yy, size: 18, font: bold, color: primary }); yy -= 30; }
    for (const c of chapters.slice(p * perPage, (p + 1) * perPage)) {
      const num = String(c.page + contentsPages + 1);
      const h = clean(c.heading);
      cp.drawText(h, { x: M, y: yy, size: 11, font, color: BLACK });
      cp.drawText(num, { x: W - M - font.widthOfTextAtSize(num, 11), y: yy, size: 11, font, color: BLACK });
      const from = M + font.widthOfTextAtSize(h, 11) + 6, to = W - M - font.widthOfTextAtSize(num, 11) - 6;
      if (to > from) cp.drawLine({ start: { x: from, y: yy + 2 }, end: { x: to, y: yy + 2 }, thickness: 0.4, color: rgb(0.75, 0.75, 0.75), dashArray: [1, 2] });
      yy -= 17;
    }
  }

  // ---------------------------------------------------------------- footers
  const pages = doc.getPages();
  const left = clean(`${r.title}${r.subtitle ? ` - ${r.subtitle}` : ''}`);
  pages.forEach((pg, i) => {
    if (i === 0) return;
    const label = `Page ${i + 1} of ${pages.length}`;
    pg.drawLine({ start: { x: M, y: 40 }, end: { x: W - M, y: 40 }, thickness: 0.5, color: rgb(0.8, 0.8, 0.8) });
    pg.drawText(truncate(left, font, 8, INNER - 90), { x: M, y: 28, size: 8, font, color: GREY });
    pg.drawText(label, { x: W - M - font.widthOfTextAtSize(label, 8), y: 28, size: 8, font, color: GREY });
  });
  return doc.save({ useObjectStreams: true });
}

/** Text width with a per-font cache of word widths (Helvetica has no kerning in pdf-lib: widths add up). */
const widthCache = new WeakMap<PDFFont, Map<string, number>>();
function widthOf(f: PDFFont, s: string, size: number): number {
  let m = widthCache.get(f);
  if (!m) { m = new Map(); widthCache.set(f, m); }
  let w = m.get(s);
  if (w === undefined) { w = f.widthOfTextAtSize(s, 1000); if (m.size < 50_000) m.set(s, w); }
  return (w * size) / 1000;
}

/** Greedy word wrap; words longer than the width are broken by characters. */
function wrap(s: string, f: PDFFont, size: number, width: number): string[] {
  const words = s.split(' ').filter((w) => w.length);
  if (!words.length) return [''];
  const space = widthOf(f, ' ', size);
  const lines: string[] = [];
  let cur = '';
  let curW = 0;
  const fits = (t: string) => widthOf(f, t, size) <= width;
  for (let w of words) {
    while (w.length > 1 && !fits(w)) {
      let k = w.length - 1;
      while (k > 1 && !fits(w.slice(0, k))) k--;
      if (cur) { lines.push(cur); cur = ''; curW = 0; }
      lines.push(w.slice(0, k));
      w = w.slice(k);
    }
    const ww = widthOf(f, w, size);
    if (!cur) { cur = w; curW = ww; } else if (curW + space + ww <= width) { cur += ` ${w}`; curW += space + ww; } else { lines.push(cur); cur = w; curW = ww; }
  }
  if (cur) lines.push(cur);
  return lines;
}
function truncate(s: string, f: PDFFont, size: number, width: number): string {
  if (f.widthOfTextAtSize(s, size) <= width) return s;
  let k = s.length;
  while (k > 0 && f.widthOfTextAtSize(`${s.slice(0, k)}...`, size) > width) k--;
  return `${s.slice(0, k)}...`;
}
