/**
 * Bad input to a numerology function: an unparsable date, a name without Latin letters, a
 * name without vowels for the soul number... `param` names the API parameter at fault, so the
 * API layer can answer 400 invalid_param with `details: [{param, problem}]`.
 */
export class NumerologyInputError extends Error {
  override name = 'NumerologyInputError';
  constructor(
    /** API parameter at fault: `name`, `dob`, `ref_date`, `system`. */
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}
