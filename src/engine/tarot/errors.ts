import { EngineInputError, EngineNotFoundError } from '../errors';
/**
 * Tarot input errors. `param` names the API parameter at fault so the API layer can shape
 * the answer: TarotInputError -> 400 invalid_param, TarotNotFoundError -> 404 not_found.
 */
export class TarotInputError extends EngineInputError {
  override name = 'TarotInputError';
}

/** A card id outside 0-77 (or not an integer). */
export class TarotNotFoundError extends EngineNotFoundError {
  override name = 'TarotNotFoundError';
}
