import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * A new password and its confirmation, as signing up, accepting an invitation, resetting and changing a password
 * ask for them (docs/product/accounts.md): the rule under the first, both required, and marked as a new password
 * so that a password manager offers to generate and save it.
 */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  /** "Password" for a new account, "New Password" where one is replaced. */
  label: 'Password' | 'New Password';
  /** The form's input props of `password` and `password_confirmation`. */
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
}) {
  return (
    <>
      <PasswordInput
        label={label}
        description="Minimum 8 characters"
        withAsterisk
        autoComplete="new-password"
        {...password}
      />
      <PasswordInput label="Confirm Password" withAsterisk autoComplete="new-password" {...confirmation} />
    </>
  );
}
