/** Input the engine cannot compute (the contracts' validation should have refused it first). */
export class EngineInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'EngineInputError';
  }
}
