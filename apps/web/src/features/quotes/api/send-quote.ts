import type { SendQuoteBody } from '@app/contracts/quotes/requests';
import { sendQuoteRoute } from '@app/contracts/quotes/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useInvalidateQuotes } from './invalidate';

// The server e-mails the link with the PDF; data.message is the toast.
export function useSendQuote() {
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: async (body: SendQuoteBody) => (await call(sendQuoteRoute, { body })).data,
    onSuccess: () => invalidate(),
  });
}
