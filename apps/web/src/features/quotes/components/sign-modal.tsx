import { MAX_SIGNER_NAME_LENGTH, MAX_TYPED_SIGNATURE_LENGTH } from '@app/contracts/quotes/limits';
import { type SignQuoteBody, signQuoteBodySchema } from '@app/contracts/quotes/requests';
import { Alert, Box, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { SignatureCanvas } from './signature-canvas';

const SCRIPT_FONT = "'Segoe Script', 'Brush Script MT', 'Snell Roundhand', 'URW Chancery L', cursive";

export type SignInput = Omit<SignQuoteBody, 'document_sha256'>;

/**
 * Approve and Sign: full name, e-mail, a drawn or typed signature and the consent box. The values are checked
 * with the API's own schema; server refusals arrive as `serverErrors` (field -> message) or `serverMessage`.
 */
export function SignModal({
  opened,
  onClose,
  onSign,
  signing,
  quoteNumber,
  organizationName,
  serverErrors,
  serverMessage,
}: {
  opened: boolean;
  onClose: () => void;
  onSign: (input: SignInput) => void;
  signing: boolean;
  quoteNumber: string;
  organizationName: string;
  serverErrors: Record<string, string>;
  serverMessage: string | null;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mode, setMode] = useState<'drawn' | 'typed'>('drawn');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Fields edited since the last Sign: the server's message about them no longer applies.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const fromServer = Object.fromEntries(Object.entries(serverErrors).filter(([field]) => !edited.has(field)));
  const shown = { ...fromServer, ...errors };

  /** A message clears as soon as its field is edited, not at the next Sign (docs/product/quotes.md#the-clients-page). */
  const changed = (field: string) => {
    setErrors((now) => {
      if (!(field in now)) return now;
      const { [field]: _cleared, ...rest } = now;
      return rest;
    });
    setEdited((now) => (now.has(field) ? now : new Set(now).add(field)));
  };

  const submit = () => {
    const input = {
      signer_name: name,
      signer_email: email,
      signature:
        mode === 'drawn'
          ? { type: 'drawn' as const, data: drawn ?? '' }
          : { type: 'typed' as const, text: typed },
      consent,
    };
    const parsed = signQuoteBodySchema.omit({ document_sha256: true }).safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'signature' ? 'signature' : String(issue.path[0]);
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setEdited(new Set());
    onSign(parsed.data as SignInput);
  };

  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Approve and Sign" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          You are approving quote <b>{quoteNumber}</b> from {organizationName}.
        </Text>
        {serverMessage && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {serverMessage}
          </Alert>
        )}
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Full name"
            required
            autoComplete="name"
            maxLength={MAX_SIGNER_NAME_LENGTH}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              changed('signer_name');
            }}
            error={shown.signer_name}
            miw={200}
          />
          <TextInput
            label="Email"
            required
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              changed('signer_email');
            }}
            error={shown.signer_email}
            miw={200}
          />
        </Group>
        <SegmentedControl
          aria-label="How to sign"
          value={mode}
          onChange={(v) => {
            setMode(v as 'drawn' | 'typed');
            changed('signature');
          }}
          data={[
            { value: 'drawn', label: 'Draw' },
            { value: 'typed', label: 'Type' },
          ]}
        />
        {mode === 'drawn' ? (
          <SignatureCanvas
            onChange={(data) => {
              setDrawn(data);
              changed('signature');
            }}
          />
        ) : (
          <Stack gap={6}>
            <TextInput
              label="Type your signature"
              maxLength={MAX_TYPED_SIGNATURE_LENGTH}
              value={typed}
              onChange={(e) => {
                setTyped(e.currentTarget.value);
                changed('signature');
              }}
              placeholder={name || 'Your full name'}
            />
            <Box
              aria-label="Signature preview"
              style={{
                border: '1px dashed var(--mantine-color-gray-5)',
                borderRadius: 'var(--mantine-radius-md)',
                minHeight: 80,
                display: 'flex',
                alignItems: 'center',
                padding: '0 16px',
                fontFamily: SCRIPT_FONT,
                fontSize: 34,
                color: '#1b2a4a',
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                textOverflow: 'ellipsis',
              }}
            >
              {typed}
            </Box>
          </Stack>
        )}
        {shown.signature && (
          <Text size="sm" c="red" role="alert">
            {shown.signature}
          </Text>
        )}
        <Checkbox
          checked={consent}
          onChange={(e) => {
            setConsent(e.currentTarget.checked);
            changed('consent');
          }}
          error={shown.consent}
          label={`I agree to sign electronically. My signature approves this quote and has the same effect as signing it on paper.`}
        />
        <FormActions
          onCancel={onClose}
          confirmLabel="Sign"
          color="green"
          leftSection={<IconSignature size={18} />}
          onConfirm={submit}
          loading={signing}
          mt="xs"
        />
      </Stack>
    </ResponsiveModal>
  );
}
