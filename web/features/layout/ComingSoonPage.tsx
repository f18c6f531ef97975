// Tools that later issues build: an honest "coming soon" page instead of a fake screen.
import { Link } from "react-router";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";

export default function ComingSoonPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-20 text-center">
      <div className="rounded-full bg-primary/10 p-4 text-primary">
        <Icon name="sparkles" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold">{m.coming_soon_title()}</h1>
      <p className="text-base-content/70">{m.coming_soon_body()}</p>
      <Link to="/nano" className="btn btn-primary">
        {m.coming_soon_try_generator()}
      </Link>
    </div>
  );
}
