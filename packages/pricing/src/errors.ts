/**
 * A person the engine cannot price (the contracts' validation should have refused it first). `person` is the
 * index in the person list and `field` the input's path inside that person (`person` when the engine names
 * none): the API answers 400 on `person_list.${person}.${field}`, the calculator shows the message.
 */
export class PricingInputError extends Error {
  constructor(
    message: string,
    readonly person: number,
    readonly field: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PricingInputError';
  }
}

/** The snapshot has no rates for a person's location (the calculator's rates are still loading). */
export class MissingLocationError extends Error {
  constructor(readonly key: string) {
    super(`The snapshot misses location ${key}`);
    this.name = 'MissingLocationError';
  }
}

/**
 * A quote's selection that cannot be billed (docs/product/quotes.md#figures): `field` is the Create Quote form's
 * field the API answers 400 on, `message` the words it shows.
 */
export class QuoteSelectionError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'QuoteSelectionError';
  }
}
