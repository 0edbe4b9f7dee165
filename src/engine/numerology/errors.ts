import { EngineInputError } from '../errors';
/**
 * Bad input to a numerology function: an unparsable date, a name without Latin letters, a
 * name without vowels for the soul number... `param` names the API parameter at fault, so the
 * API layer can answer 400 invalid_param with `details: [{param, problem}]`.
 */
export class NumerologyInputError extends EngineInputError {
  override name = 'NumerologyInputError';
}
