import { defineRoute } from '../route';
import {
  contactResponseSchema,
  demoRequestBodySchema,
  inquiryBodySchema,
  supportRequestBodySchema,
} from './forms';

/** The public site's contact forms (docs/product/public-site.md#forms), in their historic envelopes. */

const description =
  'Stored and e-mailed to the support address. At most CONTACT_RATE_LIMIT_MAX requests per client address per hour across the three contact forms (429). A filled-in `website` (a hidden field) is answered like a success and dropped.';

export const demoRequestRoute = defineRoute({
  method: 'POST',
  path: '/get_a_demo',
  summary: 'Ask for a demo',
  description,
  body: demoRequestBodySchema,
  response: contactResponseSchema,
});
export const inquiryRoute = defineRoute({
  method: 'POST',
  path: '/send_enquiry',
  summary: 'Send an inquiry',
  description,
  body: inquiryBodySchema,
  response: contactResponseSchema,
});
export const supportRequestRoute = defineRoute({
  method: 'POST',
  path: '/send_support',
  summary: 'Ask for support',
  description,
  body: supportRequestBodySchema,
  response: contactResponseSchema,
});
