/**
 * content/places/places.json, the place picker's offline list: every row well formed, every
 * zone known to the platform's IANA database (Intl, as the engine resolves zones), coordinates
 * in range with 4 decimals, no duplicates, India always Asia/Kolkata, and the anchor places the
 * app's tests and users rely on where they should be.
 */
import { describe, expect, it } from 'vitest';
import places from '../../content/places/places.json';

interface Place { name: string; country: string; admin?: string; lat: number; lon: number; tz: string }
const rows = places as Place[];

describe('content/places/places.json', () => {
  it('has the promised coverage', () => {
    const india = rows.filter((p) => p.country === 'IN');
    expect(india.length).toBeGreaterThanOrEqual(150);
    expect(rows.length - india.length).toBeGreaterThanOrEqual(250);
    console.log(`places: ${rows.length} rows, ${india.length} in India, ${new Set(rows.map((p) => p.country)).size} countries`);
  });

  it('every row is well formed: ISO country, coordinates in range to 4 decimals, a zone Intl knows', () => {
    const bad: string[] = [];
    for (const p of rows) {
      const id = `${p.name} (${p.country})`;
      if (!p.name.trim()) bad.push(`${id}: empty name`);
      if (!/^[A-Z]{2}$/.test(p.country)) bad.push(`${id}: country`);
      if (p.admin !== undefined && !p.admin.trim()) bad.push(`${id}: empty admin`);
      if (!(Math.abs(p.lat) <= 90) || !(Math.abs(p.lon) <= 180)) bad.push(`${id}: lat/lon out of range`);
      if (Math.round(p.lat * 1e4) / 1e4 !== p.lat || Math.round(p.lon * 1e4) / 1e4 !== p.lon) bad.push(`${id}: more than 4 decimals`);
      try { new Intl.DateTimeFormat('en', { timeZone: p.tz }); } catch { bad.push(`${id}: unknown zone ${p.tz}`); }
      if (p.country === 'IN' && p.tz !== 'Asia/Kolkata') bad.push(`${id}: India is Asia/Kolkata`);
      if (p.country === 'NP' && p.tz !== 'Asia/Kathmandu') bad.push(`${id}: Nepal is Asia/Kathmandu`);
    }
    expect(bad).toEqual([]);
  });

  it('no place twice (same name, country and admin), and no two rows on the same spot', () => {
    const keys = rows.map((p) => `${p.name}|${p.country}|${p.admin ?? ''}`);
    expect(keys.length - new Set(keys).size).toBe(0);
    const spots = rows.map((p) => `${p.lat},${p.lon}`);
    expect(spots.length - new Set(spots).size).toBe(0);
  });

  it('anchors: Chennai as the reference charts give it; capitals and zones of the diaspora cities', () => {
    const find = (name: string, country: string) => rows.find((p) => p.name === name && p.country === country);
    expect(find('Chennai', 'IN')).toMatchObject({ lat: 13.0878, lon: 80.2785, tz: 'Asia/Kolkata', admin: 'Tamil Nadu' });
    expect(find('Kathmandu', 'NP')?.tz).toBe('Asia/Kathmandu');
    expect(find('New York', 'US')?.tz).toBe('America/New_York');
    expect(find('Chicago', 'US')?.tz).toBe('America/Chicago');
    expect(find('Phoenix', 'US')?.tz).toBe('America/Phoenix');
    expect(find('San Jose', 'US')?.tz).toBe('America/Los_Angeles');
    expect(find('Toronto', 'CA')?.tz).toBe('America/Toronto');
    expect(find('London', 'GB')?.tz).toBe('Europe/London');
    expect(find('Perth', 'AU')?.tz).toBe('Australia/Perth');
    expect(find('Dubai', 'AE')?.tz).toBe('Asia/Dubai');
    // Worst distance between a row and a second, independent figure for a few cities (degrees).
    const known: [string, string, number, number][] = [
      ['Mumbai', 'IN', 19.076, 72.8777], ['New Delhi', 'IN', 28.6139, 77.209], ['Kolkata', 'IN', 22.5726, 88.3639],
      ['Bengaluru', 'IN', 12.9716, 77.5946], ['Ujjain', 'IN', 23.1765, 75.7885], ['London', 'GB', 51.5074, -0.1278],
    ];
    let worst = 0;
    for (const [n, c, lat, lon] of known) {
      const p = find(n, c)!;
      worst = Math.max(worst, Math.abs(p.lat - lat), Math.abs(p.lon - lon));
    }
    console.log(`places: worst difference against the spot checks ${worst.toFixed(4)} degrees`);
    expect(worst).toBeLessThan(0.05);
  });
});
