export { changeQuoteStatus } from './change-quote-status';
export { createQuote } from './create-quote';
export type { QuotesDeps } from './deps';
export { quoteActorOf } from './quote-actor';
export { quotePdfAttachment } from './quote-files';
export { getQuote } from './quote-queries';
export { calculationHasQuote } from './quotes.repo';
export { sendQuote } from './send-quote';
