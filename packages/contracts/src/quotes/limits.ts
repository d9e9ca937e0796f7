/** Bounds of a quote's fields (docs/product/limits.md#quotes). */
export const MAX_QUOTE_NUMBER_LENGTH = 40;
export const MAX_COMPANY_NAME_LENGTH = 120;
export const MAX_TERMS_LENGTH = 5000;
export const MAX_DECLINE_REASON_LENGTH = 2000;
export const MAX_SIGNER_NAME_LENGTH = 120;
/** A typed signature: the signer's name as they typed it. */
export const MAX_TYPED_SIGNATURE_LENGTH = 120;
/** A drawn signature as a PNG data URL: a 600 x 200 pad with long strokes stays far below this. */
export const MAX_DRAWN_SIGNATURE_LENGTH = 300_000;
/** A quote may stay valid for at most a year after its issue date. */
export const MAX_QUOTE_VALID_DAYS = 366;
/** The client link's token: 32 random bytes (256 bits) in base64url. */
export const CLIENT_TOKEN_LENGTH = 43;
