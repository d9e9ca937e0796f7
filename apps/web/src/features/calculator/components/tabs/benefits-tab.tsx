import { ActionIcon, Button, Group, Select, SimpleGrid } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type ComponentProps, useState } from 'react';
import { MoneyInput, PercentInput } from '../../../../components/number-inputs';
import { useSettingsEditors } from '../../../../components/settings-editors';
import { formatMoney } from '../../../../lib/format';
import type { PersonForm } from '../../model/person-form';
import { CountInput } from '../number-fields';
import { fieldOf, type TabProps } from './tab-props';
import { ToggleSection } from './toggle-section';

const PERIODS = [
  { value: 'per-year', label: 'Per Year' },
  { value: 'per-assignment', label: 'Total Assignment' },
];
const TIERS = [
  { value: 'employee_only', label: 'Employee only' },
  { value: 'employee_spouse', label: 'Employee + spouse' },
  { value: 'employee_dependent', label: 'Employee + dependent' },
  { value: 'family', label: 'Family' },
];

type Benefits = PersonForm['benefits'];
/** What turning each toggle off clears: its dependent fields (docs/product/calculator.md#benefits-tab). */
const CLEARS: Partial<Record<keyof Benefits, Partial<Benefits>>> = {
  holiday_pay: { holiday_paid_time: '', holiday_type: 'per-year' },
  paid_time: { paid_time_number_of_days: '', pto_type: 'per-year' },
  k_401: { k_401_number_of_days: '' },
  bonus: { bonus_pay: '', bonus_type: null },
  healthcare_plan: { health_plans: [{ package: null, package_type: null }] },
};

/** A benefit counted in days per year or per assignment (holiday pay, PTO), behind its toggle. */
function DaysPerPeriod({
  days,
  per,
  ...toggle
}: Omit<ComponentProps<typeof ToggleSection>, 'children'> & {
  days: ComponentProps<typeof CountInput>;
  per: ComponentProps<typeof Select>;
}) {
  return (
    <ToggleSection {...toggle}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <CountInput withAsterisk decimalScale={2} {...days} />
        <Select label="Per" placeholder="Select" withAsterisk allowDeselect={false} data={PERIODS} {...per} />
      </SimpleGrid>
    </ToggleSection>
  );
}

/** Benefits: holiday pay, PTO, 401k, SPTO, bonus and healthcare plans, each behind its toggle. */
export function BenefitsTab({ form, index, person, essential, lookups }: TabProps) {
  const field = fieldOf(form, index);
  const path = (f: string) => `persons.${index}.benefits.${f}`;
  const b = person.benefits;
  const [packageModal, setPackageModal] = useState(false);
  const { PackageModal } = useSettingsEditors();
  const toggle = (key: keyof Benefits) => (on: boolean) => {
    form.setFieldValue(path(key), on);
    if (!on) for (const [k, v] of Object.entries(CLEARS[key] ?? {})) form.setFieldValue(path(k), v);
  };
  const packages = lookups.packages.map((p) => ({ value: String(p.id), label: p.package_name }));
  const premium = (id: string | null, tier: string | null) => {
    const pkg = lookups.packages.find((p) => String(p.id) === id);
    return pkg && tier ? formatMoney(pkg[tier as keyof typeof pkg] as number) : null;
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1 }} spacing="sm">
        {/* The field names are the ones the product has always posted (the journeys find them by name). */}
        <DaysPerPeriod
          label="Holiday Pay"
          checked={b.holiday_pay}
          blocked={essential}
          onChange={toggle('holiday_pay')}
          days={{ label: 'Paid holidays (days)', name: 'paid_time', ...field('benefits.holiday_paid_time') }}
          per={{ name: 'holiday', ...field('benefits.holiday_type') }}
        />
        <DaysPerPeriod
          label="PTO/Vacation/Sick"
          checked={b.paid_time}
          blocked={essential}
          onChange={toggle('paid_time')}
          days={{
            label: 'PTO days',
            name: 'pay_time_number_of_days',
            ...field('benefits.paid_time_number_of_days'),
          }}
          per={{ name: 'pto', ...field('benefits.pto_type') }}
        />
        <ToggleSection label="401k" checked={b.k_401} blocked={essential} onChange={toggle('k_401')}>
          <PercentInput
            label="Employer contribution"
            name="number_of_days"
            withAsterisk
            w={{ base: '100%', sm: 240 }}
            decimalScale={2}
            {...field('benefits.k_401_number_of_days')}
          />
        </ToggleSection>
        <ToggleSection
          label="SPTO (Sick Leave Laws)"
          description="Statutory paid sick leave where the location has a rule"
          checked={b.spto}
          blocked={essential}
          onChange={toggle('spto')}
        />
        <ToggleSection label="Bonus" checked={b.bonus} blocked={essential} onChange={toggle('bonus')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {b.bonus_type === '%' ? (
              <PercentInput
                label="Bonus"
                name="pay"
                withAsterisk
                decimalScale={2}
                {...field('benefits.bonus_pay')}
              />
            ) : (
              <MoneyInput label="Bonus" name="pay" withAsterisk {...field('benefits.bonus_pay')} />
            )}
            <Select
              label="Bonus type"
              placeholder="Select"
              withAsterisk
              allowDeselect={false}
              data={[
                { value: '%', label: '% of pay' },
                { value: '$', label: '$ once' },
              ]}
              {...field('benefits.bonus_type')}
            />
          </SimpleGrid>
        </ToggleSection>
        <ToggleSection
          label="Healthcare plan"
          checked={b.healthcare_plan}
          blocked={essential}
          onChange={toggle('healthcare_plan')}
        >
          {b.health_plans.map((plan, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: plan rows have no identity of their own
            <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
                <Select
                  label="Package"
                  aria-label={`Package ${i + 1}`}
                  placeholder={packages.length ? 'Select' : 'No packages yet'}
                  withAsterisk
                  data={packages}
                  {...field(`benefits.health_plans.${i}.package`)}
                />
                <Select
                  label="Package type"
                  aria-label={`Package type ${i + 1}`}
                  placeholder="Select"
                  withAsterisk
                  data={TIERS}
                  description={
                    premium(plan.package, plan.package_type)
                      ? `${premium(plan.package, plan.package_type)} a month`
                      : undefined
                  }
                  {...field(`benefits.health_plans.${i}.package_type`)}
                />
              </SimpleGrid>
              {i > 0 && (
                <ActionIcon
                  mt={28}
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove plan ${i + 1}`}
                  onClick={() => form.removeListItem(path('health_plans'), i)}
                >
                  <IconX size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem(path('health_plans'), { package: null, package_type: null })}
            >
              Add Another Healthcare plan
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setPackageModal(true)}>
              Add Packages
            </Button>
          </Group>
        </ToggleSection>
      </SimpleGrid>
      <PackageModal opened={packageModal} pkg={null} onClose={() => setPackageModal(false)} />
    </>
  );
}
