/**
 * Time-zone names the API refuses: abbreviations. "IST" is India, Ireland and Israel; "CST" is
 * Central (North America), China and Cuba; the platform's IANA database nevertheless resolves
 * such strings silently to one zone (Intl reads IST as Asia/Calcutta and BST as Asia/Dhaka).
 * So a `tz` of two to five capital letters (other than UTC, GMT, UT, Z) is a 400 that lists the
 * IANA names it may mean.
 *
 * The table states which zones use each abbreviation: facts of the IANA time zone database
 * (tzdata, the abbreviations it prints for each zone, e.g. "IST" in Asia/Kolkata, Europe/Dublin
 * and Asia/Jerusalem) and of the list at timeanddate.com/time/zones/. An abbreviation outside
 * the table is still refused; the suggestion is then the zone the platform would have read it as.
 */

const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  IST: ['Asia/Kolkata', 'Europe/Dublin', 'Asia/Jerusalem'],
  EST: ['America/New_York', 'America/Toronto', 'America/Panama', 'Australia/Sydney'],
  EDT: ['America/New_York', 'America/Toronto'],
  CST: ['America/Chicago', 'America/Mexico_City', 'Asia/Shanghai', 'America/Havana'],
  CDT: ['America/Chicago', 'America/Havana'],
  MST: ['America/Denver', 'America/Phoenix'],
  MDT: ['America/Denver'],
  PST: ['America/Los_Angeles', 'Asia/Manila'],
  PDT: ['America/Los_Angeles'],
  AKST: ['America/Anchorage'],
  HST: ['Pacific/Honolulu'],
  AST: ['America/Halifax', 'America/Puerto_Rico', 'Asia/Riyadh'],
  BST: ['Europe/London', 'Asia/Dhaka'],
  WET: ['Europe/Lisbon', 'Atlantic/Canary'],
  WEST: ['Europe/Lisbon', 'Atlantic/Canary'],
  CET: ['Europe/Paris', 'Europe/Berlin', 'Europe/Rome', 'Europe/Madrid'],
  CEST: ['Europe/Paris', 'Europe/Berlin', 'Europe/Rome', 'Europe/Madrid'],
  MET: ['Europe/Paris', 'Europe/Berlin'],
  EET: ['Europe/Athens', 'Europe/Helsinki', 'Europe/Kiev', 'Africa/Cairo'],
  EEST: ['Europe/Athens', 'Europe/Helsinki', 'Europe/Kiev'],
  MSK: ['Europe/Moscow'],
  PKT: ['Asia/Karachi'],
  NPT: ['Asia/Kathmandu'],
  SLST: ['Asia/Colombo'],
  BDT: ['Asia/Dhaka'],
  ICT: ['Asia/Bangkok', 'Asia/Ho_Chi_Minh'],
  WIB: ['Asia/Jakarta'],
  SGT: ['Asia/Singapore'],
  MYT: ['Asia/Kuala_Lumpur'],
  HKT: ['Asia/Hong_Kong'],
  PHT: ['Asia/Manila'],
  JST: ['Asia/Tokyo'],
  KST: ['Asia/Seoul'],
  AWST: ['Australia/Perth'],
  ACST: ['Australia/Adelaide', 'Australia/Darwin'],
  AEST: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane'],
  AEDT: ['Australia/Sydney', 'Australia/Melbourne'],
  NZST: ['Pacific/Auckland'],
  NZDT: ['Pacific/Auckland'],
  GST: ['Asia/Dubai', 'Atlantic/South_Georgia'],
  SAST: ['Africa/Johannesburg'],
  CAT: ['Africa/Maputo', 'Africa/Harare'],
  EAT: ['Africa/Nairobi', 'Africa/Addis_Ababa'],
  WAT: ['Africa/Lagos'],
  BRT: ['America/Sao_Paulo'],
  ART: ['America/Argentina/Buenos_Aires'],
  IRST: ['Asia/Tehran'],
  AFT: ['Asia/Kabul'],
  UZT: ['Asia/Tashkent'],
};

/** The universal names accepted although they are short and capitalised. */
const UNIVERSAL = new Set(['UTC', 'GMT', 'UT', 'Z']);

/**
 * When `tz` is an abbreviation, the problem sentence naming the IANA zones it may mean;
 * otherwise undefined (the zone is then checked against the IANA database as usual).
 */
export function abbreviationProblem(tz: string): string | undefined {
  const upper = tz.toUpperCase();
  if (UNIVERSAL.has(upper) || !/^[A-Za-z]{2,5}$/.test(tz)) return undefined;
  let candidates = Object.hasOwn(ABBREVIATIONS, upper) ? ABBREVIATIONS[upper] : undefined;
  if (!candidates && tz !== upper) return undefined; // a mixed-case name such as Japan is an IANA link, not an abbreviation
  if (!candidates) {
    try {
      candidates = [new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone];
    } catch {
      return undefined; // not a zone at all: the usual "unknown time zone" sentence applies
    }
  }
  const list = candidates.length === 1 ? candidates[0] : `${candidates.slice(0, -1).join(', ')} or ${candidates[candidates.length - 1]}`;
  return `is the abbreviation ${tz}, which does not name one zone: give an IANA name (${tz} may mean ${list}) or an offset such as +05:30`;
}
