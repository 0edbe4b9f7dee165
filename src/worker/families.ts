/**
 * The route modules behind each first path segment (/v1/<segment>/...), so that the engine
 * Worker and the service worker can answer a call by loading only the family that serves it (a
 * third of the code or less) instead of every endpoint. /v1/meta/endpoints (which lists the
 * whole registry), openapi.json and anything unknown take the full router.
 * test/api/worker-families.test.ts checks that every endpoint is found through this table and
 * that a family's router gives the full router's answers.
 */
import type { Endpoint } from '../api/registry';

type Loader = () => Promise<readonly Endpoint[]>;

export const FAMILY_LOADERS: Readonly<Record<string, Loader>> = {
  calendar: () => import('../api/routes/calendar').then((m) => m.calendarEndpoints),
  chart: () => import('../api/routes/chart').then((m) => m.chartEndpoints),
  dasha: () => import('../api/routes/dasha').then((m) => m.dashaEndpoints),
  // The meta endpoints but /v1/meta/endpoints, which lists the registry (see familyOf).
  meta: () => import('../api/routes/meta').then((m) => m.metaEndpoints),
  milan: () => import('../api/routes/milan').then((m) => m.milanEndpoints),
  muhurta: () => import('../api/routes/muhurta').then((m) => m.muhurtaEndpoints),
  numerology: () => import('../api/routes/numerology').then((m) => m.numerologyEndpoints),
  panchang: () => import('../api/routes/panchang').then((m) => m.panchangEndpoints),
  prashna: () => import('../api/routes/prashna').then((m) => m.prashnaEndpoints),
  reports: () => import('../api/routes/reports').then((m) => m.reportsEndpoints),
  tarot: () => import('../api/routes/tarot').then((m) => m.tarotEndpoints),
  transit: () => import('../api/routes/transit').then((m) => m.transitEndpoints),
  varshaphal: () => import('../api/routes/varshaphal').then((m) => m.varshaphalEndpoints),
  western: () => import('../api/routes/western').then((m) => m.westernEndpoints),
  // Two modules share /v1/vedic/: the narratives and the remedies.
  vedic: () => Promise.all([import('../api/routes/narrative'), import('../api/routes/remedies')])
    .then(([n, r]) => [...n.narrativeEndpoints, ...r.remediesEndpoints]),
};

/** The family serving a path (query string allowed), or undefined: then the full router answers. */
export function familyOf(path: string): string | undefined {
  // The list of endpoints is the registry itself: only the full router has it.
  if (/^\/v1\/meta\/endpoints(?:[/?#]|$)/.test(path)) return undefined;
  const m = /^\/v1\/([a-z0-9_-]+)\//.exec(path);
  return m && Object.prototype.hasOwnProperty.call(FAMILY_LOADERS, m[1]) ? m[1] : undefined;
}
