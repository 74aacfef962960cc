import { TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";

/**
 * The user name and app password of an account the site signs in to for a member (a CalDAV
 * calendar, a mailbox). The password is sealed once saved and never filled back in.
 */
export function AppPasswordFields({ errors, username }: { errors: FormErrors; username?: string | undefined }) {
  return (
    <>
      <TextField
        label="User name"
        name="username"
        type="text"
        spellCheck={false}
        required
        defaultValue={username}
        error={errors.username}
      />
      <TextField
        label="App password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
      />
    </>
  );
}
