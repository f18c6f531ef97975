import { Link } from "react-router";

/**
 * The logo and name, linking home (or to the dashboard inside the app). `nameClassName` lets a
 * crowded header hide the name on narrow screens (sr-only, so the link keeps its name).
 */
export function Brand({
  to = "/",
  onClick,
  showName = true,
  className = "",
  nameClassName = "",
}: {
  to?: string;
  onClick?: () => void;
  showName?: boolean;
  className?: string;
  nameClassName?: string;
}) {
  return (
    <Link to={to} onClick={onClick} className={`flex items-center gap-2 font-bold ${className}`}>
      <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
      {showName && <span className={`text-lg ${nameClassName}`}>Atelier</span>}
    </Link>
  );
}
