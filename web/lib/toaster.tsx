// The toast host, loaded only when a page may toast: sonner is ~9 KB gzip that the landing page
// (a visitor who reads and leaves) never needs. Any other page mounts it (pages that toast are lazy
// chunks and import sonner themselves, and sonner drops toasts sent before its <Toaster>
// subscribed), and once mounted it stays. Code that may toast on the landing page itself (the
// email-confirmation notice) asks for the host with `whenToasterReady`, which loads it there too.
import { useEffect, useState, type ComponentProps, type ComponentType } from "react";
import { useLocation } from "react-router";

type Sonner = typeof import("sonner");
type ToasterProps = ComponentProps<Sonner["Toaster"]>;

let markReady: (sonner: Sonner) => void;
const ready = new Promise<Sonner>((resolve) => (markReady = resolve));

/** Someone asked for the host: set before the host mounted, or its way of hearing it after. */
let asked = false;
let onAsk: (() => void) | undefined;

/** Resolves with sonner once a <Toaster> is mounted and listening (loading it on the landing page too). */
export function whenToasterReady() {
  asked = true;
  onAsk?.();
  return ready;
}

/** The page the host is never needed on by itself. */
const LANDING = "/";

export function LazyToaster(props: ToasterProps) {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(asked);
  const needed = wanted || pathname !== LANDING;
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    onAsk = () => setWanted(true);
    if (asked) setWanted(true);
    return () => void (onAsk = undefined);
  }, []);
  useEffect(() => {
    if (!needed || sonner) return;
    let live = true;
    void import("sonner").then((loaded) => live && setSonner(loaded));
    return () => void (live = false);
  }, [needed, sonner]);
  return sonner ? <MountedToaster sonner={sonner} Toaster={sonner.Toaster} {...props} /> : null;
}

function MountedToaster({
  sonner,
  Toaster,
  ...props
}: ToasterProps & { sonner: Sonner; Toaster: ComponentType<ToasterProps> }) {
  // Runs after <Toaster>'s own effect (children's effects first), when it has subscribed.
  useEffect(() => markReady(sonner), [sonner]);
  return <Toaster {...props} />;
}
