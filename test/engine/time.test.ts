/**
 * Time zones: offsets come from the platform's IANA database (Intl); the 6-hour cache must
 * agree with exact lookups at every minute around real transitions; DST gaps and overlaps are
 * resolved as Temporal's 'compatible' disambiguation (gap: forward; overlap: earlier).
 */
import { describe, expect, it } from 'vitest';
import { localToInstant, offsetMinutesAt, fixedOffsetMinutes, checkZone, ZoneError } from '../../src/engine/time/zone';
import { jdToIso, localToJd } from '../../src/engine/time/julian';

describe('zone offsets', () => {
  it('known offsets: India +05:30, Nepal +05:45, New York EST/EDT, historic Kolkata', () => {
    expect(offsetMinutesAt('Asia/Kolkata', Date.UTC(2024, 0, 1))).toBe(330);
    expect(offsetMinutesAt('Asia/Kathmandu', Date.UTC(2024, 0, 1))).toBe(345);
    expect(offsetMinutesAt('America/New_York', Date.UTC(2024, 0, 15))).toBe(-300);
    expect(offsetMinutesAt('America/New_York', Date.UTC(2024, 6, 15))).toBe(-240);
    // India kept +06:30 war time in 1942-1945 (IANA Asia/Kolkata).
    expect(offsetMinutesAt('Asia/Kolkata', Date.UTC(1943, 5, 1))).toBe(390);
  });

  it('the cached offset equals an exact lookup minute by minute across DST transitions', () => {
    for (const [tz, start] of [['America/New_York', Date.UTC(2024, 2, 10, 5)], ['Europe/London', Date.UTC(2024, 9, 27, 0)], ['Australia/Sydney', Date.UTC(2024, 3, 6, 14)], ['Australia/Lord_Howe', Date.UTC(2024, 3, 6, 14)]] as const) {
      for (let m = -180; m <= 180; m++) {
        const t = start + m * 60000;
        const exact = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' }).format(new Date(t));
        const mm = /GMT([+-])(\d{2}):(\d{2})/.exec(exact);
        const want = mm ? (mm[1] === '-' ? -1 : 1) * (Number(mm[2]) * 60 + Number(mm[3])) : 0;
        expect(offsetMinutesAt(tz, t), `${tz} ${new Date(t).toISOString()}`).toBe(want);
      }
    }
  });

  it('fixed offsets and invalid zones', () => {
    expect(fixedOffsetMinutes('+05:30')).toBe(330);
    expect(fixedOffsetMinutes('-04:00')).toBe(-240);
    expect(fixedOffsetMinutes('Z')).toBe(0);
    expect(() => checkZone('Mars/Olympus_Mons')).toThrow(ZoneError);
    expect(() => fixedOffsetMinutes('+15:00')).toThrow(ZoneError);
  });
});

describe('local time to instant', () => {
  it('a gap moves forward by the gap and warns; an overlap takes the earlier instant and warns', () => {
    const gap = localToInstant(2024, 3, 10, 2, 30, 0, 'America/New_York');
    expect(gap.resolution).toBe('gap');
    expect(new Date(gap.epochMs).toISOString()).toBe('2024-03-10T07:30:00.000Z'); // 03:30 EDT
    const overlap = localToInstant(2024, 11, 3, 1, 30, 0, 'America/New_York');
    expect(overlap.resolution).toBe('overlap');
    expect(new Date(overlap.epochMs).toISOString()).toBe('2024-11-03T05:30:00.000Z'); // 01:30 EDT
    const plain = localToInstant(2024, 7, 1, 12, 0, 0, 'Europe/London');
    expect(plain.resolution).toBe('exact');
    expect(new Date(plain.epochMs).toISOString()).toBe('2024-07-01T11:00:00.000Z');
  });

  it('JD round trip: J2000.0 is 2000-01-01T12:00:00Z = JD 2451545.0', () => {
    const m = localToJd({ y: 2000, m: 1, d: 1 }, { h: 17, mi: 30, s: 0 }, 'Asia/Kolkata');
    expect(m.jd).toBeCloseTo(2451545.0, 9);
    expect(jdToIso(2451545.0)).toBe('2000-01-01T12:00:00Z');
  });
});
