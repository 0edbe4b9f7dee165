#!/usr/bin/env node
// Draws Akasha's icon (a night-sky tile: the ring of the zodiac, the 27 nakshatras as points,
// an eight-rayed star at the centre) as SVG and as PNGs, with no network and no image library:
// one geometry, written once as SVG and once rasterised here (4x4 supersampling) and encoded
// with node:zlib. Output: public/icons/. Run: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

const BG_TOP = [0x2d, 0x24, 0x70];
const BG_BOTTOM = [0x0f, 0x0c, 0x29];
const GOLD = [0xe6, 0xb5, 0x4a];
const PALE = [0xf3, 0xf0, 0xff];

/** Geometry in a 512 x 512 box; `scale` shrinks the art about the centre (maskable safe zone). */
function geometry(scale) {
  const c = 256;
  const s = (v) => v * scale;
  const star = [];
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI / 8) * i - Math.PI / 2;
    const r = i % 2 === 0 ? s(i % 4 === 0 ? 92 : 62) : s(24);
    star.push([c + r * Math.cos(a), c + r * Math.sin(a)]);
  }
  const dots = [];
  for (let i = 0; i < 27; i++) {
    const a = (2 * Math.PI / 27) * i - Math.PI / 2;
    dots.push({ x: c + s(186) * Math.cos(a), y: c + s(186) * Math.sin(a), r: s(i % 9 === 0 ? 11 : 7) });
  }
  return { c, ring: { r: s(150), w: s(10) }, inner: { r: s(128), w: s(3) }, star, dots };
}

function svg(maskable) {
  const g = geometry(maskable ? 0.78 : 1);
  const rx = maskable ? 0 : 96;
  const f = (n) => Number(n.toFixed(2));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="rgb(${BG_TOP})"/><stop offset="1" stop-color="rgb(${BG_BOTTOM})"/>
  </linearGradient></defs>
  <rect width="512" height="512" rx="${rx}" fill="url(#bg)"/>
  <circle cx="256" cy="256" r="${f(g.ring.r)}" fill="none" stroke="rgb(${GOLD})" stroke-width="${f(g.ring.w)}"/>
  <circle cx="256" cy="256" r="${f(g.inner.r)}" fill="none" stroke="rgb(${PALE})" stroke-opacity="0.45" stroke-width="${f(g.inner.w)}"/>
  ${g.dots.map((d) => `<circle cx="${f(d.x)}" cy="${f(d.y)}" r="${f(d.r)}" fill="rgb(${PALE})"/>`).join('\n  ')}
  <polygon points="${g.star.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="rgb(${GOLD})"/>
</svg>
`;
}

function insidePolygon(x, y, pts) {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedRect(x, y, rx) {
  if (rx === 0) return x >= 0 && x <= 512 && y >= 0 && y <= 512;
  const cx = Math.min(Math.max(x, rx), 512 - rx);
  const cy = Math.min(Math.max(y, rx), 512 - rx);
  return (x - cx) ** 2 + (y - cy) ** 2 <= rx * rx;
}

/** Colour and coverage at one sample point (units of the 512 box). */
function sample(g, rx, x, y) {
  if (!insideRoundedRect(x, y, rx)) return null;
  const t = y / 512;
  let col = BG_TOP.map((v, i) => v + (BG_BOTTOM[i] - v) * t);
  const d = Math.hypot(x - g.c, y - g.c);
  if (Math.abs(d - g.inner.r) <= g.inner.w / 2) col = col.map((v, i) => v + (PALE[i] - v) * 0.45);
  if (Math.abs(d - g.ring.r) <= g.ring.w / 2) col = GOLD;
  for (const dot of g.dots) if ((x - dot.x) ** 2 + (y - dot.y) ** 2 <= dot.r ** 2) col = PALE;
  if (insidePolygon(x, y, g.star)) col = GOLD;
  return col;
}

function raster(size, maskable) {
  const g = geometry(maskable ? 0.78 : 1);
  const rx = maskable ? 0 : 96;
  const k = 512 / size;
  const N = 4;
  const px = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let qx = 0; qx < size; qx++) {
      let r = 0, gr = 0, b = 0, a = 0;
      for (let sy = 0; sy < N; sy++) {
        for (let sx = 0; sx < N; sx++) {
          const c = sample(g, rx, (qx + (sx + 0.5) / N) * k, (py + (sy + 0.5) / N) * k);
          if (c) { r += c[0]; gr += c[1]; b += c[2]; a += 1; }
        }
      }
      const o = (py * size + qx) * 4;
      if (a) { px[o] = Math.round(r / a); px[o + 1] = Math.round(gr / a); px[o + 2] = Math.round(b / a); }
      px[o + 3] = Math.round((a / (N * N)) * 255);
    }
  }
  return px;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync(join(out, 'icon.svg'), svg(false));
writeFileSync(join(out, 'icon-maskable.svg'), svg(true));
for (const [name, size, maskable] of [['icon-192.png', 192, false], ['icon-512.png', 512, false], ['icon-maskable-512.png', 512, true], ['apple-touch-icon.png', 180, true]]) {
  writeFileSync(join(out, name), png(size, raster(size, maskable)));
}
console.log(`icons written to ${out}`);
