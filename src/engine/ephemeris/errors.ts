/** Raised when the ephemeris cannot answer truthfully: outside the data range, or a C error. */
export class EphemerisError extends Error {
  override name = 'EphemerisError';
}

/** A date outside 1800-2399, where the real ephemeris files end. The API maps it to 400 invalid_param. */
export class EphemerisRangeError extends EphemerisError {
  override name = 'EphemerisRangeError';
}
