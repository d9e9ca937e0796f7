/** Why the engine refused an input. */
export type EngineErrorCode =
  /** A value outside the product's bounds (docs/calculation-model.md, "Bounds"). */
  | 'out_of_range'
  /** A value the engine cannot compute with (not a number, a missing rate, salary on shifts, ...). */
  | 'invalid_input';

/**
 * Input the engine refuses, with the field it is about. The contracts' validation refuses the same inputs
 * first, with field messages; this is the engine's own guard, so that it never loops or runs out of memory.
 */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly code: EngineErrorCode = 'invalid_input',
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** The former name, kept for callers. */
export { EngineError as EngineInputError };
