import { contactMessages } from '@app/contracts/contact/forms';
import { demoRequestRoute, inquiryRoute, supportRequestRoute } from '@app/contracts/contact/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromContract } from '../../plugins/route';
import { type ContactContext, submitContact } from './contact.service';
import type { ContactDeps } from './deps';

/**
 * The public site's Get a Demo, Inquiry and Support forms (docs/product/public-site.md#forms): open to everyone,
 * rate-limited per client address (the three routes share one budget), stored and e-mailed to SUPPORT_EMAIL.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactDeps> = async (app, { db, env, mailer, clock }) => {
  const tags = ['contact'];
  // One limiter (one store) for the three forms: a bot cannot triple its share by switching form.
  const onRequest = app.rateLimit({
    max: env.CONTACT_RATE_LIMIT_MAX,
    timeWindow: '1 hour',
    keyGenerator: (request) => `contact ${request.ip}`,
  });
  const context = (
    request: { ip: string; user: { id: number } | null },
    failedMessage: string,
  ): ContactContext => ({
    db,
    limits: { db, env, clock },
    mailer,
    supportEmail: env.SUPPORT_EMAIL,
    clientIp: request.ip,
    userId: request.user?.id ?? null,
    failedMessage,
  });

  app.route({
    ...fromContract(demoRequestRoute, tags),
    onRequest,
    handler: async (request) => {
      const f = request.body.formInput;
      await submitContact(context(request, contactMessages.demoFailed), {
        kind: 'demo',
        name: f.name,
        email: f.email,
        companyName: f.companyname,
        employees: f.noOfEmployee,
        message: '',
        website: f.website,
      });
      return { status: 'success' as const, message: contactMessages.demoSent };
    },
  });

  app.route({
    ...fromContract(inquiryRoute, tags),
    onRequest,
    handler: async (request) => {
      const f = request.body.enquireData;
      await submitContact(context(request, contactMessages.inquiryFailed), {
        kind: 'inquiry',
        name: f.name,
        email: f.email,
        companyName: f.companyName,
        message: f.message,
        website: f.website,
      });
      return { status: 'success' as const, message: contactMessages.inquirySent };
    },
  });

  app.route({
    ...fromContract(supportRequestRoute, tags),
    onRequest,
    handler: async (request) => {
      const f = request.body.supportData;
      await submitContact(context(request, contactMessages.supportFailed), {
        kind: 'support',
        name: f.name,
        email: f.email,
        companyName: f.company_name,
        message: f.message,
        website: f.website,
      });
      return { status: 'success' as const, message: contactMessages.supportSent };
    },
  });
};
