import { type CreateApiKeyBody, createApiKeyBodySchema } from '@app/contracts/api-keys/api-keys';
import { Alert, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { SecretShownOnce } from '../../../components/secret-shown-once';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateApiKey } from '../api/api-keys';

/** Name and scope, then the new key once, with a copy button: it is never shown again. */
export function CreateKeyModal({
  opened,
  onClose,
  writeAllowed,
}: {
  opened: boolean;
  onClose: () => void;
  writeAllowed: boolean;
}) {
  const create = useCreateApiKey();
  const [made, setMade] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CreateApiKeyBody>({
    initialValues: { name: '', scope: 'read' },
    validate: schemaResolver(createApiKeyBodySchema, { sync: true }),
  });
  const close = () => {
    setMade(null);
    setProblem(null);
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={made ? 'Copy your new key' : 'Create an API key'} centered>
      {made ? (
        <SecretShownOnce
          secret={made}
          noticeTitle="Shown once"
          notice="Copy this key now and keep it in your integration’s secret store. StaffMargin keeps only a hash of it."
          copyLabel="Copy key"
          testId="new-api-key"
          onDone={close}
        />
      ) : (
        <form
          onSubmit={form.onSubmit(async (values) => {
            try {
              const answer = await create.mutateAsync(values);
              setMade(answer.data.key);
            } catch (err) {
              setProblem(applyServerErrors(form, err)[0] ?? null);
            }
          })}
        >
          <Stack>
            <TextInput label="Name" placeholder="e.g. Bullhorn sync" {...form.getInputProps('name')} />
            <Radio.Group label="Access" {...form.getInputProps('scope')}>
              <Stack gap="xs" mt={4}>
                <Radio value="read" label="Read only: calculations, quotes, teams, dashboard figures" />
                <Radio
                  value="read_write"
                  disabled={!writeAllowed}
                  label="Read and write: also price calculations, make and send quotes"
                  description={writeAllowed ? undefined : 'Enterprise plan only'}
                />
              </Stack>
            </Radio.Group>
            {problem && <Alert color="red">{problem}</Alert>}
            <FormActions
              mt={0}
              onCancel={close}
              confirmLabel="Create key"
              type="submit"
              loading={create.isPending}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
