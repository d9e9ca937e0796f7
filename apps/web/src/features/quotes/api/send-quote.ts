import type { SendQuoteBody } from '@app/contracts/quotes/requests';
import type { SendQuoteResponse } from '@app/contracts/quotes/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateQuotes } from './invalidate';

// POST /organization_team/quote/send: the server e-mails the link with the PDF; data.message is the toast.
export function useSendQuote() {
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: async (body: SendQuoteBody) =>
      (await api.post<SendQuoteResponse>('/organization_team/quote/send', body)).data,
    onSuccess: () => invalidate(),
  });
}
