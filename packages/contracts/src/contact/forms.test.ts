import { describe, expect, it } from 'vitest';
import { demoRequestSchema, inquirySchema, supportRequestSchema } from './forms';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('contact forms', () => {
  it('asks a demo request for name, a valid e-mail, company and a numeric employee count', () => {
    const r = demoRequestSchema.safeParse({ email: 'nope', name: ' ', companyname: '', noOfEmployee: 'ten' });
    expect(messages(r)).toEqual({
      email: 'Please enter a valid email address',
      name: 'Name is required',
      companyname: 'Company name is required',
      noOfEmployee: 'Number of employees must be a number',
    });
    expect(
      messages(
        demoRequestSchema.safeParse({ email: 'a@b.co', name: 'A', companyname: 'B', noOfEmployee: '' }),
      ),
    ).toEqual({
      noOfEmployee: 'Number of employees is required',
    });
    expect(
      demoRequestSchema.parse({ email: 'A@B.co', name: 'Ann', companyname: 'Acme', noOfEmployee: '25' }),
    ).toMatchObject({ email: 'a@b.co', noOfEmployee: 25 });
  });

  it('needs a message on inquiries and support, company optional on support', () => {
    expect(messages(inquirySchema.safeParse({ name: 'Ann', email: 'a@b.co', message: '' }))).toEqual({
      message: 'Message is required',
    });
    expect(supportRequestSchema.safeParse({ name: 'Ann', email: 'a@b.co', message: 'Help' }).success).toBe(
      true,
    );
  });

  it('bounds the message', () => {
    const long = 'x'.repeat(2001);
    expect(messages(supportRequestSchema.safeParse({ name: 'A', email: 'a@b.co', message: long }))).toEqual({
      message: 'Message must be at most 2000 characters',
    });
  });
});
