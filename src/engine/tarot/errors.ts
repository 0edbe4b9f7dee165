/**
 * Tarot input errors. `param` names the API parameter at fault so the API layer can shape
 * the answer: TarotInputError -> 400 invalid_param, TarotNotFoundError -> 404 not_found.
 */
export class TarotInputError extends Error {
  override name = 'TarotInputError';
  constructor(readonly param: string, message: string) {
    super(message);
  }
}

/** A card id outside 0-77 (or not an integer). */
export class TarotNotFoundError extends Error {
  override name = 'TarotNotFoundError';
  constructor(readonly param: string, message: string) {
    super(message);
  }
}
