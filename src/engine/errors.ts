/**
 * The two kinds of input error every engine family raises. The API maps them in one place
 * (src/api/app.ts): EngineInputError to 400 invalid_param naming `param`, EngineNotFoundError to
 * 404 not_found. A family subclasses them for its own name (NumerologyInputError, ...).
 */
export class EngineInputError extends Error {
  override name = 'EngineInputError';
  constructor(readonly param: string, message: string) {
    super(message);
  }
}

export class EngineNotFoundError extends Error {
  override name = 'EngineNotFoundError';
  constructor(readonly param: string, message: string) {
    super(message);
  }
}
