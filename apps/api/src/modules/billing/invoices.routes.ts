import { BILLING_ROLES } from '@app/contracts/accounts/roles';
import { invoiceParamsSchema } from '@app/contracts/billing/invoices';
import { invoiceRoute } from '@app/contracts/billing/routes';
import { MEDIA } from '@app/contracts/media-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, tenantOf } from '../../plugins/auth';
import { fileResponses } from '../../plugins/responses';
import { fromContract } from '../../plugins/route';
import type { BillingDeps } from './deps';
import { readInvoice, readInvoicePdf } from './invoices.service';

/** The invoice view of each billing-history row (docs/product/billing.md#invoice-view). Owner and Admin. */
export const invoiceRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  const tags = ['billing'];
  const preHandler = requireRole(...BILLING_ROLES);

  app.route({
    ...fromContract(invoiceRoute, tags),
    preHandler,
    handler: async (request) => ({
      status: 'success' as const,
      data: await readInvoice(deps.db, tenantOf(request), request.params.id),
    }),
  });

  app.get(
    '/billing/invoices/:id/pdf',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The invoice as a PDF',
        description: `${invoiceRoute.description} Answers a PDF as an attachment.`,
        response: fileResponses('The invoice as an attachment', [MEDIA.pdf]),
        params: invoiceParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await readInvoicePdf(deps.db, tenantOf(request), request.params.id);
      return reply
        .header('content-type', MEDIA.pdf)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};
