// The auth forms' rules (spec §5): only the first error is shown, at its field and in a toast.
import { m } from "@/paraglide/messages.js";
import { PASSWORD_MIN } from "../../shared/limits";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | null {
  return EMAIL.test(email.trim()) ? null : m.auth_email_invalid();
}

/** The first wrong field of the sign-in/register form and what is wrong with it, or null. */
export function credentialsError(
  email: string,
  password: string,
): { field: "email" | "password"; text: string } | null {
  const badEmail = validateEmail(email);
  if (badEmail) return { field: "email", text: badEmail };
  return password.length < PASSWORD_MIN ? { field: "password", text: m.auth_password_too_short() } : null;
}

/** The reset form: the same length rule as sign-up, typed the same twice. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN) return m.auth_password_too_short();
  if (password !== confirm) return m.auth_password_mismatch();
  return null;
}
