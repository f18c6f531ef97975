// The sign-in/up form rules (spec §5): only the first error is shown.
import { m } from "@/paraglide/messages.js";

export const PASSWORD_MIN = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateCredentials(email: string, password: string): string | null {
  if (!EMAIL.test(email.trim())) return m.auth_email_invalid();
  if (password.length < PASSWORD_MIN) return m.auth_password_too_short();
  return null;
}
