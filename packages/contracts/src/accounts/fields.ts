import { z } from 'zod';

/** Field rules shared by the sign-up, sign-in, company and account forms (docs/product/accounts.md). */
export const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true });

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'Email is required', abort: true })
  .max(254, 'Email is too long')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address');

/**
 * The sign-up form hints "minimum 8 characters"; the server enforces it so weak passwords never get stored
 * (docs/product/accounts.md#sign-up).
 */
export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, { message: 'Password is required', abort: true })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const nameField = (label: string) => required(label).max(60, `${label} must be at most 60 characters`);

export const passwordMismatch = 'Password confirmation does not match Password';

/** Sub-domains no organisation may take: infrastructure names, and demo (the seeded demo organisation). */
export const RESERVED_DOMAINS = [
  'www',
  'api',
  'app',
  'admin',
  'administrator',
  'mail',
  'email',
  'smtp',
  'static',
  'assets',
  'cdn',
  'files',
  'uploads',
  'docs',
  'help',
  'support',
  'status',
  'blog',
  'dev',
  'test',
  'staging',
  'demo',
  'login',
  'signin',
  'signup',
  'auth',
  'billing',
  'dashboard',
  'root',
  'localhost',
] as const;

/**
 * One rule for every screen: 3 to 63 lowercase letters, digits and dashes, starting and ending with a letter or
 * digit. A business domain becomes a DNS label ({domain}.{APP_DOMAIN}), and underscores are not valid in host
 * names, so the underscores once allowed on the sign-up step are refused too; see
 * docs/accounts.md#business-domain.
 */
export const businessDomainField = z
  .string({ error: 'Business domain is required' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'Business domain is required', abort: true })
  .min(3, { message: 'Business domain must be at least 3 characters', abort: true })
  .max(63, 'Business domain must be at most 63 characters')
  .regex(/^[a-z0-9-]+$/, {
    message: 'Business domain may contain only letters, numbers and dashes',
    abort: true,
  })
  .regex(/^[a-z0-9].*[a-z0-9]$/, 'Business domain must start and end with a letter or number')
  .refine((v) => !(RESERVED_DOMAINS as readonly string[]).includes(v), {
    message: 'This business domain is reserved. Please choose another one.',
  });

/**
 * Three suggestions from the company name plus a random number each (below 100, 222 and 212:
 * docs/product/accounts.md#sign-up).
 * `random` is injectable for tests.
 */
export function suggestDomains(companyName: string, random: () => number = Math.random): string[] {
  const base =
    companyName
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 55) || 'company';
  return [100, 222, 212].map((limit) => `${base}${Math.floor(random() * limit)}`);
}

/**
 * Employee count options (docs/product/accounts.md#company-creation-company); the last one, labelled
 * "more than 400", is stored as 400+.
 */
export const EMPLOYEE_OPTIONS = [
  { value: '<10', label: 'Less than 10' },
  { value: '10+', label: '10+' },
  { value: '50+', label: '50+' },
  { value: '100+', label: '100+' },
  { value: '200+', label: '200+' },
  { value: '300+', label: '300+' },
  { value: '400+', label: 'More than 400' },
] as const;
