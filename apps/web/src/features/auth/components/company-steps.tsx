import { businessDomainField } from '@app/contracts/accounts/fields';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { applyServerErrors } from '../../../lib/form-errors';
import { authApi } from '../api/auth-api';
import { CompanyFields, type CompanyValues, emptyCompany } from './company-fields';
import { DomainField } from './domain-field';

const domainRule = (v: string) => {
  const r = businessDomainField.safeParse(v);
  return r.success ? null : (r.error.issues[0]?.message ?? 'Invalid business domain');
};

export const useCompanyForm = () =>
  useForm<CompanyValues>({
    mode: 'controlled',
    initialValues: emptyCompany,
    validate: {
      company_name: (v) => (v.trim() ? null : 'Company name is required'),
      business_domain: domainRule,
    },
  });

/** Sends the company payload; shows field messages on the form and anything else in a red alert. */
export async function createCompany(form: UseFormReturnType<CompanyValues>, setAlert: (m: string[]) => void) {
  setAlert([]);
  const v = form.values;
  try {
    return await authApi.createOrganization({
      company_name: v.company_name,
      business_domain: v.business_domain,
      country: v.state ? 1 : null,
      state: v.state || null,
      city: v.city || null,
      address: v.address,
      zip_code: v.zip_code,
      employees: v.employees || null,
    });
  } catch (err) {
    setAlert(applyServerErrors(form, err));
    return null;
  }
}

/** Sign-up step "Company Info". */
export function CompanyStep({
  form,
  onNext,
}: {
  form: UseFormReturnType<CompanyValues>;
  onNext: () => void;
}) {
  return (
    <Stack gap="sm">
      <CompanyFields form={form} />
      <Button
        mt="xs"
        onClick={() => {
          if (!form.validateField('company_name').hasError) onNext();
        }}
      >
        Continue
      </Button>
    </Stack>
  );
}

/** Sign-up step "Domain": creates the company. */
export function DomainStep({
  form,
  onBack,
  onCreated,
}: {
  form: UseFormReturnType<CompanyValues>;
  onBack: () => void;
  onCreated: (redirectUrl: string) => void;
}) {
  const [alert, setAlert] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async () => {
        setBusy(true);
        const res = await createCompany(form, setAlert);
        setBusy(false);
        if (res) onCreated(res.redirect_url);
        else if (form.errors.company_name || form.errors.state || form.errors.city) onBack();
      })}
    >
      <Stack gap="sm">
        {alert.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {alert.join(' ')}
          </Alert>
        )}
        <DomainField
          companyName={form.values.company_name}
          inputProps={form.getInputProps('business_domain')}
          onPick={(d) => form.setFieldValue('business_domain', d)}
        />
        <Group grow mt="xs">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={busy}>
            Create Company
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
