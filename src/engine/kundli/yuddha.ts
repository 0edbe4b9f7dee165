/**
 * Graha yuddha (planetary war): two of Mars, Mercury, Jupiter, Venus and Saturn within one degree
 * of sidereal longitude (Surya Siddhanta 7.18-23; BPHS 27.31). The winner is the graha further
 * north in ecliptic latitude (Surya Siddhanta: "the one to the north is the victor"); when the
 * latitudes are within 0.001 degree, the brighter (larger disc diameter, BPHS table) wins.
 */
import type { GrahaState } from '../vedic/chart';

const WARRIORS = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
const DISC: Record<string, number> = { Mars: 9.4, Mercury: 6.6, Jupiter: 190.4, Venus: 16.6, Saturn: 158.0 };
export const WAR_ORB_DEG = 1;

export interface War {
  planets: [string, string];
  separation_deg: number;
  winner: string;
  loser: string;
  criteria: string;
  latitudes: Record<string, number>;
}

const sep = (a: number, b: number) => { const d = Math.abs((((a - b) % 360) + 360) % 360); return d > 180 ? 360 - d : d; };

export function grahaYuddha(grahas: GrahaState[]): War[] {
  const by = new Map(grahas.map((g) => [g.name as string, g]));
  const wars: War[] = [];
  for (let i = 0; i < WARRIORS.length; i++) {
    for (let j = i + 1; j < WARRIORS.length; j++) {
      const a = by.get(WARRIORS[i])!;
      const b = by.get(WARRIORS[j])!;
      const s = sep(a.longitude, b.longitude);
      if (s >= WAR_ORB_DEG) continue;
      let winner = a;
      let loser = b;
      let criteria: string;
      if (Math.abs(a.latitude - b.latitude) > 0.001) {
        if (b.latitude > a.latitude) { winner = b; loser = a; }
        criteria = `northern latitude: ${winner.name} ${winner.latitude.toFixed(3)} deg vs ${loser.name} ${loser.latitude.toFixed(3)} deg (Surya Siddhanta 7.20)`;
      } else {
        if (DISC[b.name] > DISC[a.name]) { winner = b; loser = a; }
        criteria = `equal latitude: larger disc (${winner.name} ${DISC[winner.name]} vs ${loser.name} ${DISC[loser.name]})`;
      }
      wars.push({
        planets: [a.name, b.name], separation_deg: Math.round(s * 1e4) / 1e4, winner: winner.name, loser: loser.name, criteria,
        latitudes: { [a.name]: Math.round(a.latitude * 1e4) / 1e4, [b.name]: Math.round(b.latitude * 1e4) / 1e4 },
      });
    }
  }
  return wars;
}
