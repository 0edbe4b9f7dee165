export * from './constants';
export * from './ephemeris';
export * from './errors';
export { createEphemeris, getEphemeris, type EphemerisSource } from './load';
