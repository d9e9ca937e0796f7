import { EMPLOYEE_OPTIONS } from '@app/contracts/accounts/fields';
import { updateOrganizationBodySchema } from '@app/contracts/accounts/organization';
import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { BackLink } from '../../components/back-link';
import { LocationFields } from '../../components/location-fields';
import { paths } from '../../config/paths';
import { applyServerErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { currentMembership, useSession } from '../../lib/session';
import { settingsApi, useProfileUpdate } from './api/settings-api';
import { ImageUpload } from './components/image-upload';

/** /settings/company-information: logo, name, state, city, address, zip code, employees. */
export function CompanyInformationPage() {
  const { data: session } = useSession();
  const org = currentMembership(session)?.organization;
  const applyProfile = useProfileUpdate();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      company_id: org?.id ?? 0,
      company_name: org?.name ?? '',
      state: org?.state_id ? String(org.state_id) : '',
      city: org?.city_id ? String(org.city_id) : '',
      address: org?.address ?? '',
      zip_code: org?.zip ?? '',
      employees: org?.employees ?? '',
    },
    validate: schemaResolver(updateOrganizationBodySchema, { sync: true }),
  });
  if (!org) return null;
  return (
    <Stack gap="lg" maw={720}>
      <BackLink to={paths.settings}>Back to settings</BackLink>
      <Title order={2}>Company information</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <ImageUpload
            image={org.image}
            fallback={org.name.slice(0, 1).toUpperCase()}
            label="Upload logo"
            radius="md"
            onUpload={async (file) => {
              const res = await settingsApi.changeLogo(file);
              applyProfile(res);
              notify.success(res.message);
            }}
          />
          <form
            noValidate
            onSubmit={form.onSubmit(async (values) => {
              try {
                const res = await settingsApi.updateOrganization({
                  ...values,
                  country: values.state ? 1 : null,
                  state: values.state || null,
                  city: values.city || null,
                  employees: values.employees || null,
                });
                applyProfile(res);
                notify.success(res.message);
              } catch (err) {
                const other = applyServerErrors(form, err);
                if (other.length) notify.error(other.join(' '));
              }
            })}
          >
            <Stack gap="sm">
              <TextInput label="Company Name" withAsterisk {...form.getInputProps('company_name')} />
              <LocationFields form={form} required showRest />
              <Select
                label="No of Employees"
                data={EMPLOYEE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
                clearable
                value={form.values.employees || null}
                onChange={(v) => form.setFieldValue('employees', v ?? '')}
                error={form.errors.employees}
              />
              <Group justify="flex-end" mt="sm">
                <Button type="submit" loading={form.submitting}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Stack>
  );
}
