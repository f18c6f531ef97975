// What a person sees when a page cannot be shown: most often its code could not be fetched (the
// connection dropped, or a deploy replaced it and the one automatic reload did not help, see
// web/lib/chunk-reload.ts). Instead of react-router's developer message, a plain explanation and
// a way to try again.
import { m } from "@/paraglide/messages.js";

export function RouteErrorPage() {
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-base-200 p-6 text-center"
      data-testid="route-error"
    >
      <h1 className="text-2xl font-bold">{m.route_error_title()}</h1>
      <p className="max-w-md text-base-content/80">{m.route_error_body()}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {m.route_error_reload()}
      </button>
    </main>
  );
}
