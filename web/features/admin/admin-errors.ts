// Admin-specific readings of server error codes; everything else via lib/error-messages.
import { m } from "@/paraglide/messages.js";
import { ApiError } from "@/lib/api";
import { errorMessage } from "@/lib/error-messages";

export function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "FORBIDDEN") return m.admin_forbidden();
    if (error.code === "STYLE_EXISTS") return m.admin_style_exists();
    if (error.code === "PACKAGE_NOT_FOUND") return m.admin_package_not_found();
    if (error.code === "NOT_FOUND") return m.admin_user_not_found();
    // A deduction larger than the balance: the admin's facts, not the end user's "please top up".
    if (error.code === "INSUFFICIENT_CREDITS" && error.details?.overdraft)
      return m.admin_adjust_overdraft({
        deduct: Number(error.details.deduct),
        balance: Number(error.details.balance),
      });
  }
  return errorMessage(error);
}
