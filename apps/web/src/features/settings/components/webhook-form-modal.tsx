import { createWebhookBodySchema, type WebhookEndpoint } from '@app/contracts/webhooks/endpoints';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@app/contracts/webhooks/events';
import { Alert, Checkbox, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { applyServerErrors } from '../../../lib/form-errors';

export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

/** Add or edit an endpoint: URL, description, the events it receives, enabled (docs/product/webhooks.md). */
export function WebhookFormModal({
  endpoint,
  onClose,
  onSave,
}: {
  /** The endpoint edited, or null to add one. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onSave: (values: WebhookFormValues) => Promise<void>;
}) {
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<WebhookFormValues>({
    mode: 'controlled',
    initialValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
      enabled: endpoint?.enabled ?? true,
    },
    validate: schemaResolver(createWebhookBodySchema, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    setProblems([]);
    try {
      await onSave(values);
    } catch (err) {
      setProblems(applyServerErrors(form, err));
    }
  });
  return (
    <ResponsiveModal opened onClose={onClose} title={endpoint ? 'Edit endpoint' : 'Add endpoint'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Endpoint URL"
            placeholder="https://example.com/staffmargin/webhooks"
            required
            {...form.getInputProps('url')}
          />
          <TextInput label="Description" placeholder="CRM sync" {...form.getInputProps('description')} />
          <Checkbox.Group
            label="Events to send"
            {...form.getInputProps('events')}
            onChange={(value) => form.setFieldValue('events', value as WebhookEventType[])}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={
                    <Text size="sm" ff="monospace">
                      {type}
                    </Text>
                  }
                  description={WEBHOOK_EVENT_LABELS[type]}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Switch label="Enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          {problems.length > 0 && (
            <Alert color="red" variant="light">
              {problems.join(' ')}
            </Alert>
          )}
          <FormActions
            mt={0}
            onCancel={onClose}
            confirmLabel={endpoint ? 'Save' : 'Add endpoint'}
            type="submit"
            loading={form.submitting}
          />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
