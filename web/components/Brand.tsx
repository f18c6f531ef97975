import { Link } from "react-router";

/** The logo and name, linking home (or to the dashboard inside the app). */
export function Brand({ to = "/", onClick, showName = true, className = "" }: { to?: string; onClick?: () => void; showName?: boolean; className?: string }) {
  return (
    <Link to={to} onClick={onClick} className={`flex items-center gap-2 font-bold ${className}`}>
      <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
      {showName && <span className="text-lg">Atelier</span>}
    </Link>
  );
}
