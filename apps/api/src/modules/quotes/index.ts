export { changeQuoteStatus } from './change-quote-status';
export { createQuote } from './create-quote';
export { quotePdfAttachment } from './quote-files';
export { calculationHasQuote } from './quotes.repo';
