import { billingInfoBodySchema } from '@app/contracts/billing/schemas';
import { Card, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { FormActions } from '../../components/form-actions';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useCities, useStates } from '../../lib/lookups';
import { notify } from '../../lib/notify';
import { useBillingInfo, useUpdateBillingInfo } from './api/billing-api';

/** +1 (999) 999-99-99 from whatever digits were typed. */
export function phoneMask(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  let out = '+1';
  if (parts[0]) out += ` (${parts[0]}`;
  if (parts[0]!.length === 3 && parts[1]) out += `) ${parts[1]}`;
  if (parts[2]) out += `-${parts[2]}`;
  if (parts[3]) out += `-${parts[3]}`;
  return out;
}

const blank = { email: '', name: '', phone: '', line1: '', line2: '', state: '', city: '', postal_code: '' };

/** /settings/billing-payment/billing-information (docs/product/billing.md#billing-information-…). */
export function BillingInformationPage() {
  const navigate = useNavigate();
  const info = useBillingInfo();
  const save = useUpdateBillingInfo();
  const states = useStates();
  const form = useForm({
    initialValues: blank,
    validate: (values) => {
      const parsed = billingInfoBodySchema.safeParse({
        ...values,
        state: values.state ? Number(values.state) : undefined,
        city: values.city ? Number(values.city) : undefined,
      });
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    },
  });
  const cities = useCities(form.values.state ? Number(form.values.state) : null);
  const loaded = info.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once, when the saved data arrives
  useEffect(() => {
    if (!loaded) return;
    form.setValues({
      email: loaded.email,
      name: loaded.name,
      phone: loaded.phone,
      line1: loaded.address.line1,
      line2: loaded.address.line2,
      state: loaded.address.state ? String(loaded.address.state) : '',
      city: loaded.address.city ? String(loaded.address.city) : '',
      postal_code: loaded.address.postal_code,
    });
  }, [loaded]);

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({
        ...values,
        state: Number(values.state),
        city: Number(values.city),
        country: 'United States',
      });
      notify.success(answer.message);
      navigate(paths.billing);
    } catch (err) {
      if (err instanceof ApiError) {
        form.setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0]])));
      }
      notify.error(err);
    }
  });
  const options = (rows?: { id: number; name: string }[]) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <Stack maw={640} gap="lg">
      <BackLink to={paths.billing}>Billing and payment</BackLink>
      <Title order={2}>Billing information</Title>
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Email" withAsterisk {...form.getInputProps('email')} />
              <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
            </SimpleGrid>
            <TextInput
              label="Phone"
              withAsterisk
              placeholder="+1 (999) 999-99-99"
              inputMode="tel"
              {...form.getInputProps('phone')}
              onChange={(e) => form.setFieldValue('phone', phoneMask(e.currentTarget.value))}
            />
            <TextInput label="Address line 1" withAsterisk {...form.getInputProps('line1')} />
            <TextInput label="Address line 2" {...form.getInputProps('line2')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="State"
                withAsterisk
                searchable
                data={options(states.data)}
                {...form.getInputProps('state')}
                onChange={(v) => {
                  form.setFieldValue('state', v ?? '');
                  form.setFieldValue('city', '');
                }}
              />
              <Select
                label="City"
                withAsterisk
                searchable
                limit={200}
                disabled={!form.values.state}
                data={options(cities.data)}
                {...form.getInputProps('city')}
                onChange={(v) => form.setFieldValue('city', v ?? '')}
              />
              <TextInput label="Postal code" withAsterisk {...form.getInputProps('postal_code')} />
            </SimpleGrid>
            <FormActions
              onCancel={() => navigate(paths.billing)}
              cancelLabel="Back"
              confirmLabel="Save"
              type="submit"
              loading={save.isPending}
              mt="sm"
            />
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
