import { contactMessages } from '@app/contracts/contact/forms';
import { demoRequestRoute, inquiryRoute, supportRequestRoute } from '@app/contracts/contact/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromContract } from '../../plugins/route';
import { type ContactContext, type ContactInput, submitContact } from './contact.service';
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

  /** Stores and mails one form's request (telling `failed` when the mail server fails), then answers `sent`. */
  const submit = async (
    request: { ip: string; user: { id: number } | null },
    { failed, sent }: { failed: string; sent: string },
    input: ContactInput,
  ) => {
    await submitContact(context(request, failed), input);
    return { status: 'success' as const, message: sent };
  };
  /** What every form asks of its sender, with the honeypot field. */
  const sender = (f: { name: string; email: string; website?: string }) => ({
    name: f.name,
    email: f.email,
    website: f.website,
  });

  app.route({
    ...fromContract(demoRequestRoute, tags),
    onRequest,
    handler: async (request) => {
      const f = request.body.formInput;
      return submit(
        request,
        { failed: contactMessages.demoFailed, sent: contactMessages.demoSent },
        { kind: 'demo', ...sender(f), companyName: f.companyname, employees: f.noOfEmployee, message: '' },
      );
    },
  });

  app.route({
    ...fromContract(inquiryRoute, tags),
    onRequest,
    handler: async (request) => {
      const f = request.body.enquireData;
      return submit(
        request,
        { failed: contactMessages.inquiryFailed, sent: contactMessages.inquirySent },
        { kind: 'inquiry', ...sender(f), companyName: f.companyName, message: f.message },
      );
    },
  });

  app.route({
    ...fromContract(supportRequestRoute, tags),
    onRequest,
    handler: async (request) => {
      const f = request.body.supportData;
      return submit(
        request,
        { failed: contactMessages.supportFailed, sent: contactMessages.supportSent },
        { kind: 'support', ...sender(f), companyName: f.company_name, message: f.message },
      );
    },
  });
};
