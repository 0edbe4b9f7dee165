/** The app's pages, addressed by `#/<id>`. `family` names the catalog family a page will show. */
export interface Route {
  id: string;
  title: string;
  /** Catalog family (src/api/catalog.json) whose endpoints the page is built on. */
  family?: string;
  /** false: the page is planned; the app says so and lists what the engine already serves. */
  ready: boolean;
  blurb: string;
}

export const ROUTES: readonly Route[] = [
  { id: '', title: 'Sky now', ready: true, blurb: 'The nine grahas at a moment and place, computed on this device.' },
  { id: 'panchang', title: 'Panchang', family: 'Panchang', ready: true, blurb: 'Tithi, nakshatra, yoga, karana and vara with their end times; sunrise, muhurtas and the month.' },
  { id: 'kundli', title: 'Kundli', family: 'Chart (Kundli)', ready: true, blurb: 'Birth chart: grahas, houses, divisional charts, dashas and strengths.' },
  { id: 'matchmaking', title: 'Matchmaking', family: 'Matchmaking (Milan)', ready: true, blurb: 'Ashtakoota and dashakoota compatibility with dosha checks.' },
  { id: 'muhurta', title: 'Muhurta', family: 'Muhurta', ready: true, blurb: 'Finding auspicious times for an undertaking over a range of days.' },
  { id: 'tarot', title: 'Tarot', family: 'Tarot', ready: true, blurb: 'Spreads, daily card and yes/no readings.' },
  { id: 'numerology', title: 'Numerology', family: 'Numerology', ready: true, blurb: 'Driver, conductor and name numbers, personal periods.' },
  { id: 'console', title: 'API console', ready: true, blurb: 'Keys, credits and every implemented /v1 endpoint, called through the service worker.' },
  { id: 'billing', title: 'Billing', ready: true, blurb: 'Top up a key\'s credits (a local emulation: nothing is sold).' },
];

/** The route id of a location hash: '#/console?x' -> 'console'. */
export function routeIdOf(hash: string): string {
  return hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
}
