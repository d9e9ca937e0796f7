import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { WizardForm } from '../hooks/use-wizard-form';

/** add_name: a card titled Calculator with the required Name (calculator_name) and Continue. */
export function NameStep({ form, onContinue }: { form: WizardForm; onContinue: () => void }) {
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.values.calculator_name.trim()) {
      form.setFieldError('calculator_name', 'Name is required');
      return;
    }
    onContinue();
  }
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" w="100%" component="form" onSubmit={submit}>
      <Stack>
        <Title order={3}>Calculator</Title>
        <TextInput
          label="Name"
          name="calculator_name"
          placeholder="e.g. Acme warehouse, Q3 ramp-up"
          withAsterisk
          data-autofocus
          {...form.getInputProps('calculator_name')}
        />
        <Group justify="flex-end">
          <Button type="submit">Continue</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
