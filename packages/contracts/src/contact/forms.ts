import { z } from 'zod';
import { emailField, required } from '../accounts/fields';
import { MAX_LONG_TEXT_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from '../limits';
import { successSchema } from '../responses';

/**
 * The public site's three forms: Get a Demo, Inquiry and Support (docs/product/public-site.md#forms). Each keeps
 * its historic wire names inside its envelope (`formInput`, `enquireData`, `supportData`). `website` is a
 * honeypot: a field people never see and bots fill in; the API accepts such a request and drops it.
 */

const nameText = (label: string) => required(label).max(MAX_NAME_LENGTH, `${label} is too long`);
const messageText = required('Message').max(
  MAX_LONG_TEXT_LENGTH,
  `Message must be at most ${MAX_LONG_TEXT_LENGTH} characters`,
);
const honeypot = z.string().max(MAX_TEXT_LENGTH).optional();

/** Employees at the company asking for a demo. */
export const MAX_DEMO_EMPLOYEES = 10_000_000;

export const demoRequestSchema = z.object({
  email: emailField,
  name: nameText('Name'),
  companyname: nameText('Company name'),
  noOfEmployee: z.preprocess(
    (v) =>
      v === '' || v === null || v === undefined
        ? undefined
        : typeof v === 'string'
          ? v.trim() === ''
            ? undefined
            : Number(v.trim())
          : v,
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? 'Number of employees is required'
            : 'Number of employees must be a number',
      })
      .int('Number of employees must be a whole number')
      .min(1, 'Number of employees must be at least 1')
      .max(MAX_DEMO_EMPLOYEES, 'Number of employees is too large'),
  ),
  website: honeypot,
});
export type DemoRequest = z.input<typeof demoRequestSchema>;

/** Inquiry and Support ask the same: their company name, optional, keeps each form's historic key. */
const messageFormSchema = <K extends string>(companyNameKey: K) => {
  const companyName = z
    .string()
    .trim()
    .max(MAX_NAME_LENGTH, 'Company name is too long')
    .optional()
    .default('');
  return z.object({
    name: nameText('Name'),
    ...({ [companyNameKey]: companyName } as Record<K, typeof companyName>),
    email: emailField,
    message: messageText,
    website: honeypot,
  });
};

export const inquirySchema = messageFormSchema('companyName');
export type Inquiry = z.input<typeof inquirySchema>;

export const supportRequestSchema = messageFormSchema('company_name');
export type SupportRequest = z.input<typeof supportRequestSchema>;

export const demoRequestBodySchema = z.object({ formInput: demoRequestSchema });
export const inquiryBodySchema = z.object({ enquireData: inquirySchema });
export const supportRequestBodySchema = z.object({ supportData: supportRequestSchema });

export const contactMessages = {
  demoSent: 'Email sent successfully',
  demoFailed: 'Failed to send email',
  inquirySent: 'Enquiry Sent Successfully!',
  inquiryFailed: 'Error while Sending Enquiry',
  supportSent: 'Support Email sent successfully!',
  supportFailed: 'Error while sending Support Email.',
} as const;

export const contactResponseSchema = successSchema.extend({ message: z.string() });
export type ContactResponse = z.input<typeof contactResponseSchema>;

/** The kinds stored in the inquiries table. */
export const contactKinds = ['demo', 'inquiry', 'support'] as const;
export type ContactKind = (typeof contactKinds)[number];
