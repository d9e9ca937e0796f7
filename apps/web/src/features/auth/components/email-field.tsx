import { TextInput, type TextInputProps } from '@mantine/core';

/** The account's e-mail in the sign-in, sign-up and reset forms: required, and the browser may fill it in. */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...props} />;
}
