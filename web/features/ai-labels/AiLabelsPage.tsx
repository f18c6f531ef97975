// /ai-labels, "AI 内容标识说明": how the pictures this service makes are labelled (visible and
// implicit labels, GB 45438-2025) and the Article 9 download. Public: the footer links it.
import { Link } from "react-router";
import { m } from "@/paraglide/messages.js";

export default function AiLabelsPage() {
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-10" data-testid="ai-labels-page">
      <Link to="/" className="link text-sm">
        Atelier
      </Link>
      <h1 className="text-2xl font-bold">{m.ai_labels_page_title()}</h1>
      <p>{m.ai_labels_page_intro()}</p>
      <p>{m.ai_labels_page_visible()}</p>
      <p>{m.ai_labels_page_implicit()}</p>
      <p>{m.ai_labels_page_unlabelled()}</p>
    </main>
  );
}
