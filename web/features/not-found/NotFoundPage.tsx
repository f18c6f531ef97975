import { Link } from "react-router";
import { m } from "@/paraglide/messages.js";

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-base-200 p-6 text-center">
      <p className="text-7xl font-black text-primary">404</p>
      <h1 className="text-2xl font-bold">{m.not_found_title()}</h1>
      <Link to="/" className="link link-primary">
        {m.not_found_home()}
      </Link>
    </main>
  );
}
