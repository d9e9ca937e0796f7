import { salesTaxBodySchema, TAX_TYPES, taxTypeLabels } from '@app/contracts/settings';
import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { PercentInput } from '../../../components/number-inputs';
import { useCities } from '../../../lib/lookups';
import type { Location, SalesTaxRow, TaxType } from '../../../lib/org-settings/types';
import { useSaveSalesTax } from '../api/sales-tax';
import type { NumberField } from '../utils/number';
import { blankToUndefined, schemaErrors } from '../utils/validate';
import { SettingsFormModal } from './settings-form-modal';

const taxTypeOptions = TAX_TYPES.map((t) => ({ value: t, label: taxTypeLabels[t] }));

interface Values {
  state: string | null;
  city: string | null;
  tax: NumberField;
  tax_type: TaxType | null;
}

const editSchema = salesTaxBodySchema.pick({ tax: true, tax_type: true });
const addSchema = salesTaxBodySchema
  .omit({ id: true, organization: true })
  .refine((v) => !!v.city, { path: ['city'], message: 'City is required' });

/**
 * 'Edit Tax' (a row given: City read-only, Tax %, type) and 'Add city tax' (no row: state, city, tax, type).
 */
export function EditTaxModal({
  opened,
  row,
  locations,
  onClose,
}: {
  opened: boolean;
  row: SalesTaxRow | null;
  locations: Location[];
  onClose: () => void;
}) {
  const save = useSaveSalesTax();
  const form = useForm<Values>({
    initialValues: { state: null, city: null, tax: '', tax_type: 'total_invoice' },
  });
  const { data: cities = [] } = useCities(row ? null : form.values.state ? Number(form.values.state) : null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets each time the modal opens
  useEffect(() => {
    if (!opened) return;
    const values: Values = row
      ? {
          state: String(row.state_id),
          city: row.city_id ? String(row.city_id) : null,
          tax: row.tax,
          tax_type: row.tax_type,
        }
      : {
          state: locations.length === 1 ? String(locations[0]!.state_id) : null,
          city: null,
          tax: '',
          tax_type: 'total_invoice',
        };
    form.setValues(values);
    save.resetVersion();
    form.clearErrors();
  }, [opened, row]);

  async function submit() {
    const v = form.values;
    const checked = row
      ? schemaErrors(editSchema, { tax: v.tax, tax_type: blankToUndefined(v.tax_type) })
      : schemaErrors(addSchema, {
          state: blankToUndefined(v.state),
          city: blankToUndefined(v.city),
          tax: v.tax,
          tax_type: blankToUndefined(v.tax_type),
        });
    if (!checked.ok) return form.setErrors(checked.errors);
    const saved = await save.run(
      row
        ? {
            id: row.id,
            version: save.version(row.version),
            state: row.state_id,
            tax: Number(v.tax),
            tax_type: v.tax_type!,
          }
        : { state: Number(v.state), city: Number(v.city), tax: Number(v.tax), tax_type: v.tax_type! },
      { success: row ? 'Sales tax updated' : 'City tax added', onFieldErrors: form.setErrors },
    );
    if (saved) onClose();
  }

  return (
    <SettingsFormModal
      opened={opened}
      onClose={onClose}
      title={row ? 'Edit Tax' : 'Add city tax'}
      size="md"
      save={save}
      confirmLabel={row ? 'Update' : 'Add'}
      onConfirm={submit}
    >
      {row ? (
        <>
          <TextInput label="State" value={row.state} readOnly variant="filled" />
          <TextInput label="City" value={row.city ?? 'State-wide (all cities)'} readOnly variant="filled" />
        </>
      ) : (
        <>
          <Select
            label="State"
            placeholder="Select"
            withAsterisk
            data={locations.map((l) => ({ value: String(l.state_id), label: l.state }))}
            searchable
            {...form.getInputProps('state')}
            onChange={(s) => {
              form.setFieldValue('state', s);
              form.setFieldValue('city', null);
            }}
          />
          <Select
            label="City"
            placeholder={form.values.state ? 'Search a city' : 'Choose a state first'}
            withAsterisk
            data={cities.map((c) => ({ value: String(c.id), label: c.name }))}
            disabled={!form.values.state}
            searchable
            limit={100}
            nothingFoundMessage="No city found"
            {...form.getInputProps('city')}
          />
        </>
      )}
      <PercentInput label="Tax" withAsterisk placeholder="0.00%" {...form.getInputProps('tax')} />
      <Select
        label="Tax type"
        withAsterisk
        data={taxTypeOptions}
        allowDeselect={false}
        {...form.getInputProps('tax_type')}
      />
    </SettingsFormModal>
  );
}
