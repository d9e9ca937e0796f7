import { type CreateApiKeyBody, createApiKeyBodySchema } from '@app/contracts/api-keys/api-keys';
import { Alert, Button, Code, CopyButton, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
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
        <Stack>
          <Alert color="yellow" title="Shown once">
            Copy this key now and keep it in your integration’s secret store. StaffMargin keeps only a hash of
            it.
          </Alert>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="new-api-key">
            {made}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={made}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
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
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
