import { MAX_DECLINE_REASON_LENGTH } from '@app/contracts/quotes/limits';
import { type DeclineQuoteBody, declineQuoteBodySchema } from '@app/contracts/quotes/requests';
import { Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { ResponsiveModal } from '../../../components/responsive-modal';

/** Decline: the reason (required) and, if the client wishes, their name and e-mail. */
export function DeclineQuoteModal({
  opened,
  onClose,
  onDecline,
  declining,
  serverErrors,
}: {
  opened: boolean;
  onClose: () => void;
  onDecline: (input: DeclineQuoteBody) => void;
  declining: boolean;
  serverErrors: Record<string, string>;
}) {
  const [reason, setReason] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  const submit = () => {
    const parsed = declineQuoteBodySchema.safeParse({
      reason,
      ...(name.trim() ? { signer_name: name } : {}),
      ...(email.trim() ? { signer_email: email } : {}),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      setErrors(next);
      return;
    }
    setErrors({});
    onDecline(parsed.data);
  };
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Decline quote" size="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Tell the sender why, so they can come back with a better offer.
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MAX_DECLINE_REASON_LENGTH}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={shown.reason}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Your name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={shown.signer_name}
            miw={180}
          />
          <TextInput
            label="Your e-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={shown.signer_email}
            miw={180}
          />
        </Group>
        <FormActions
          onCancel={onClose}
          confirmLabel="Decline"
          color="red"
          onConfirm={submit}
          loading={declining}
          mt="xs"
        />
      </Stack>
    </ResponsiveModal>
  );
}
