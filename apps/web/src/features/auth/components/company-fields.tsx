import { EMPLOYEE_OPTIONS } from '@app/contracts/accounts/fields';
import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LocationFields } from '../../../components/location-fields';

export interface CompanyValues {
  company_name: string;
  state: string;
  city: string;
  address: string;
  zip_code: string;
  employees: string;
  business_domain: string;
}

export const emptyCompany: CompanyValues = {
  company_name: '',
  state: '',
  city: '',
  address: '',
  zip_code: '',
  employees: '',
  business_domain: '',
};

/** Company name, state, city (once a state is chosen), address, zip code and number of employees. */
export function CompanyFields({ form }: { form: UseFormReturnType<CompanyValues> }) {
  return (
    <>
      <TextInput
        label="Company Name"
        withAsterisk
        autoComplete="organization"
        {...form.getInputProps('company_name')}
      />
      <LocationFields form={form} />
      <Select
        label="No of employees"
        placeholder="Select"
        data={EMPLOYEE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        clearable
        {...form.getInputProps('employees')}
        value={form.values.employees || null}
        onChange={(v) => form.setFieldValue('employees', v ?? '')}
      />
    </>
  );
}
