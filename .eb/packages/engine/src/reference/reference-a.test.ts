import { describe, it } from 'vitest';
import { agreesWithReference, RUNS_PER_FILE } from './compare';

describe('engine against the exact-fraction reference (first half of the inputs)', () => {
  it(`agrees to the cent on every presented figure (${RUNS_PER_FILE} random inputs, two locations each, and their sum)`, () => {
    agreesWithReference(RUNS_PER_FILE);
  }, 600_000);
});
