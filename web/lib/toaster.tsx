// The toast host, loaded after the first paint: sonner is ~9 KB gzip the landing page does not
// need up front. Pages that toast are lazy chunks and import sonner themselves; code that may run
// on the first page (the email-confirmation notice) waits with `whenToasterReady` for the host to
// listen, since sonner drops toasts sent before its <Toaster> subscribed.
import { useEffect, useState, type ComponentProps, type ComponentType } from "react";

type Sonner = typeof import("sonner");
type ToasterProps = ComponentProps<Sonner["Toaster"]>;

let markReady: (sonner: Sonner) => void;
const ready = new Promise<Sonner>((resolve) => (markReady = resolve));

/** Resolves with sonner once a <Toaster> is mounted and listening. */
export const whenToasterReady = () => ready;

export function LazyToaster(props: ToasterProps) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    let live = true;
    void import("sonner").then((loaded) => live && setSonner(loaded));
    return () => void (live = false);
  }, []);
  return sonner ? <MountedToaster sonner={sonner} Toaster={sonner.Toaster} {...props} /> : null;
}

function MountedToaster({ sonner, Toaster, ...props }: ToasterProps & { sonner: Sonner; Toaster: ComponentType<ToasterProps> }) {
  // Runs after <Toaster>'s own effect (children's effects first), when it has subscribed.
  useEffect(() => markReady(sonner), [sonner]);
  return <Toaster {...props} />;
}
