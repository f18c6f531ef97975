// The email-confirmation toast, its own chunk: its messages (in 15 languages) stay out of the
// landing page's initial JavaScript, and only a visitor arriving from the link loads it.
import { whenToasterReady } from "@/lib/toaster";
import { m } from "@/paraglide/messages.js";

export async function showVerifiedToast(failed: boolean) {
  const { toast } = await whenToasterReady();
  if (failed) toast.error(m.verify_link_invalid(), { description: m.verify_link_invalid_desc(), duration: 8000 });
  else toast.success(m.verify_done(), { description: m.verify_done_desc() });
}
