import {
  contactMessages,
  demoRequestSchema,
  inquirySchema,
  supportRequestSchema,
} from '@app/contracts/contact/forms';
import { demoRequestRoute, inquiryRoute, supportRequestRoute } from '@app/contracts/contact/routes';
import { Alert, Button, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormActions } from '../../components/form-actions';
import { useScreenBelow } from '../../hooks/use-screen-below';
import { ApiError } from '../../lib/api-client';
import { call } from '../../lib/call';
import { navigateTo } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import { type ContactKind, closeContact } from './contact-store';
import classes from './landing-page.module.css';

const forms = {
  demo: {
    title: 'Get a Demo',
    intro: 'Tell us about your company and we will show you StaffMargin with your own rates.',
    schema: demoRequestSchema,
    sent: contactMessages.demoSent,
    failed: contactMessages.demoFailed,
    submit: 'Request a demo',
  },
  inquiry: {
    title: 'Inquiry',
    intro: 'Questions about pricing, an enterprise plan or anything else? We answer within one business day.',
    schema: inquirySchema,
    sent: contactMessages.inquirySent,
    failed: contactMessages.inquiryFailed,
    submit: 'Send inquiry',
  },
  support: {
    title: 'Support',
    intro: 'Tell us what went wrong or what you need help with.',
    schema: supportRequestSchema,
    sent: contactMessages.supportSent,
    failed: contactMessages.supportFailed,
    submit: 'Send to support',
  },
} as const;

interface Values {
  name: string;
  email: string;
  company: string;
  employees: string | number;
  message: string;
  website: string;
}

const empty: Values = { name: '', email: '', company: '', employees: '', message: '', website: '' };

/** The wire body of each form, in its historic field names. */
const wire = {
  demo: (v: Values) => ({
    email: v.email,
    name: v.name,
    companyname: v.company,
    noOfEmployee: v.employees === '' ? '' : String(v.employees),
    website: v.website,
  }),
  inquiry: (v: Values) => ({
    name: v.name,
    companyName: v.company,
    email: v.email,
    message: v.message,
    website: v.website,
  }),
  support: (v: Values) => ({
    name: v.name,
    company_name: v.company,
    email: v.email,
    message: v.message,
    website: v.website,
  }),
};

/** Sends one form to its route, inside the envelope the specification names. */
function send(kind: ContactKind, v: Values) {
  if (kind === 'demo') return call(demoRequestRoute, { body: { formInput: wire.demo(v) } });
  if (kind === 'inquiry') return call(inquiryRoute, { body: { enquireData: wire.inquiry(v) } });
  return call(supportRequestRoute, { body: { supportData: wire.support(v) } });
}

/** Wire field -> form field. */
const fieldOf: Record<string, keyof Values> = {
  name: 'name',
  email: 'email',
  companyname: 'company',
  companyName: 'company',
  company_name: 'company',
  noOfEmployee: 'employees',
  message: 'message',
};

/**
 * One contact form in a modal (full screen on phones): the contracts' schema checks it before sending, the
 * API's field messages land on the fields. A demo request, once sent, clears and closes the form and confirms.
 */
export function ContactFormModal({ kind }: { kind: ContactKind }) {
  const spec = forms[kind];
  const phone = useScreenBelow('xs');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: empty,
    validate: (values) => {
      const errors = schemaResolver(spec.schema, { sync: true })(wire[kind](values) as never);
      return Object.fromEntries(Object.entries(errors).map(([k, m]) => [fieldOf[k] ?? k, m]));
    },
  });

  const close = () => {
    closeContact();
    // /support is the Support modal's own address: closing it leaves for the landing page.
    if (window.location.pathname.includes('/support')) navigateTo('/', { replace: true });
  };

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    setFailure(null);
    try {
      const answer = await send(kind, values);
      form.reset();
      if (kind === 'demo') setConfirmed(true);
      else {
        notify.success(answer.message);
        close();
      }
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.fieldErrors : {};
      const mapped = Object.fromEntries(
        Object.entries(fieldErrors).map(([k, m]) => [fieldOf[k.split('.').pop()!] ?? k, m[0] ?? '']),
      );
      form.setErrors(mapped);
      setFailure(
        err instanceof ApiError && err.status === 429 ? `${spec.failed} ${err.message}` : spec.failed,
      );
    } finally {
      setSending(false);
    }
  });

  if (confirmed) {
    return (
      <Modal opened onClose={close} title="Thank you" centered fullScreen={phone}>
        <Stack align="center" ta="center" gap="sm">
          <IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />
          <Text fw={600}>{contactMessages.demoSent}</Text>
          <Text c="dimmed">We will contact you shortly to arrange your demo.</Text>
          <Button onClick={close}>Close</Button>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={close} title={spec.title} centered size="lg" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text c="dimmed" size="sm">
            {spec.intro}
          </Text>
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label="Name"
            required
            autoComplete="name"
            maxLength={120}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Company name"
            required={kind === 'demo'}
            autoComplete="organization"
            maxLength={120}
            {...form.getInputProps('company')}
          />
          {kind === 'demo' ? (
            // What was typed stays as typed (no clamping or stripping of "-" and "."): the schema says what
            // is wrong with 0, -5 or 12.5 (docs/product/public-site.md#forms).
            <NumberInput
              label="Number of employees"
              required
              clampBehavior="none"
              {...form.getInputProps('employees')}
            />
          ) : (
            <Textarea
              label="Message"
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={2000}
              {...form.getInputProps('message')}
            />
          )}
          {/* Honeypot: hidden from people and assistive technology; bots fill it in and are dropped. */}
          <div className={classes.honeypot} aria-hidden="true">
            <label>
              Website
              <input tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
            </label>
          </div>
          <FormActions
            onCancel={close}
            cancelDisabled={sending}
            confirmLabel={spec.submit}
            type="submit"
            loading={sending}
            disabled={sending}
            mt="xs"
          />
        </Stack>
      </form>
    </Modal>
  );
}
