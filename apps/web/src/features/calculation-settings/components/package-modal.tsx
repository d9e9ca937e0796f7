import { packageSchema } from '@app/contracts/settings';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { MoneyInput } from '../../../components/number-inputs';
import type { HealthPackage } from '../../../lib/org-settings/types';
import { useSavePackage } from '../api/packages';
import type { NumberField } from '../utils/number';
import { schemaErrors } from '../utils/validate';
import { SettingsFormModal } from './settings-form-modal';

interface Values {
  package_name: string;
  employee_only: NumberField;
  employee_spouse: NumberField;
  employee_dependent: NumberField;
  family: NumberField;
}

const empty: Values = {
  package_name: '',
  employee_only: '',
  employee_spouse: '',
  employee_dependent: '',
  family: '',
};

const premiums: [keyof Values, string][] = [
  ['employee_only', 'Employee only'],
  ['employee_spouse', 'Employee + spouse'],
  ['employee_dependent', 'Employee + dependent'],
  ['family', 'Family'],
];

/** 'Add Healthcare Package': a name and four monthly premiums; 'Update Package' when editing. */
export function PackageModal({
  opened,
  pkg,
  onClose,
}: {
  opened: boolean;
  pkg: HealthPackage | null;
  onClose: () => void;
}) {
  const save = useSavePackage();
  const form = useForm<Values>({ initialValues: empty });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets each time the modal opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(pkg ? { ...pkg } : empty);
    form.clearErrors();
    save.resetVersion();
  }, [opened, pkg]);

  async function submit() {
    const checked = schemaErrors(packageSchema, {
      ...form.values,
      id: pkg?.id,
      version: pkg ? save.version(pkg.version) : undefined,
    });
    if (!checked.ok) return form.setErrors(checked.errors);
    const saved = await save.run(checked.data, {
      success: pkg ? 'Package updated' : 'Package added',
      onFieldErrors: form.setErrors,
      fieldPrefix: 'data.',
    });
    if (saved) onClose();
  }

  return (
    <SettingsFormModal
      opened={opened}
      onClose={onClose}
      title={pkg ? 'Edit Healthcare Package' : 'Add Healthcare Package'}
      size="lg"
      save={save}
      confirmLabel={pkg ? 'Update Package' : 'Add Package'}
      onConfirm={submit}
    >
      <TextInput
        label="Package name"
        withAsterisk
        placeholder="e.g. Silver PPO"
        {...form.getInputProps('package_name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {premiums.map(([key, label]) => (
          <MoneyInput
            key={key}
            label={label}
            description="Monthly premium"
            withAsterisk
            placeholder="$0.00"
            {...form.getInputProps(key)}
          />
        ))}
      </SimpleGrid>
    </SettingsFormModal>
  );
}
