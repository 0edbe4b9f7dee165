/** The reference glossary (content/narratives/en/glossary.json) by family. */
import { T } from './content';

export const GLOSSARY_FAMILIES = Object.keys(T.glossary) as readonly string[];
const ALIASES: Record<string, string> = {
  yogas: 'yoga', doshas: 'dosha', nakshatras: 'nakshatra', dashas: 'dasha', kundali: 'kundli', chart: 'kundli', vargas: 'varga', divisional: 'varga',
  transits: 'transit', gochara: 'transit', milan: 'matching', match: 'matching', varshphal: 'varshaphal', annual: 'varshaphal',
};

/** A family name, plural, alias or rule prefix such as vedic.L1.yoga (last segment), or null. */
export function resolveFamily(raw: string): string | null {
  const last = raw.toLowerCase().split('.').pop() ?? '';
  const k = ALIASES[last] ?? last;
  return GLOSSARY_FAMILIES.includes(k) ? k : null;
}

export function glossaryEntries(family: string): { term: string; definition: string }[] {
  return Object.entries(T.glossary[family]).map(([term, definition]) => ({ term, definition }));
}
