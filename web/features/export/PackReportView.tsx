// The export pack's report as the dialog's second page: report.json read in the user's language.
// Each file with its size and weight, each rule passed or needing the seller's attention (with
// what to do about it), and the file's alt text to paste into the listing.
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import type { Marketplace, PackCheck, PackReport, PackRule } from "../../../shared/marketplace-rules";

const RULES: Record<PackRule, () => string> = {
  size: m.export_pack_rule_size,
  long_side: m.export_pack_rule_long_side,
  bytes: m.export_pack_rule_bytes,
  format: m.export_pack_rule_format,
  white_background: m.export_pack_rule_white_background,
  fill: m.export_pack_rule_fill,
  touches_edge: m.export_pack_rule_touches_edge,
  product_found: m.export_pack_rule_product_found,
  no_text: m.export_pack_rule_no_text,
  label_clear: m.export_pack_rule_label_clear,
};

/** What to do when a rule is not met: the rules a seller can act on have their own advice. */
const FIXES: Partial<Record<PackRule, () => string>> = {
  long_side: m.export_pack_fix_long_side,
  touches_edge: m.export_pack_fix_touches_edge,
  product_found: m.export_pack_fix_product_found,
  no_text: m.export_pack_fix_no_text,
};

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function PackReportView({ report, names }: { report: PackReport; names: Record<Marketplace, () => string> }) {
  const checks = report.files.flatMap((f) => f.checks);
  const attention = checks.filter((c) => !c.pass).length;
  return (
    <div className="space-y-3" data-testid="export-pack-report">
      <p className="text-sm" data-testid="export-pack-summary">
        {m.export_pack_report_summary({ passed: checks.length - attention, attention })}
      </p>
      <ul className="space-y-2">
        {report.files.map((f) => (
          <li key={f.file} className="space-y-1 rounded-box border border-base-300 p-3" data-testid="export-pack-file">
            <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-medium">
              <span>
                {names[f.marketplace]()} · <bdi dir="ltr">{f.file}</bdi>
              </span>
              <span className="text-xs text-base-content/60" dir="ltr">
                {f.width}×{f.height} · {kb(f.bytes)}
              </span>
            </p>
            <ul className="space-y-0.5 text-sm">
              {f.checks.map((c) => (
                <Check key={c.rule} check={c} />
              ))}
            </ul>
            <p className="text-xs text-base-content/70">
              <span className="font-medium">{m.export_pack_alt()}</span> <span dir="auto">{f.alt.text}</span>
              {f.alt.english && (
                <>
                  {" · "}
                  <span dir="ltr" lang="en">
                    {f.alt.english}
                  </span>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Check({ check }: { check: PackCheck }) {
  const fix = FIXES[check.rule] ?? m.export_pack_fix_other;
  return (
    <li className="flex items-start gap-1.5" data-pass={check.pass}>
      <Icon
        name={check.pass ? "check" : "x"}
        className={`mt-0.5 size-4 shrink-0 ${check.pass ? "text-success" : "text-warning"}`}
      />
      <span>
        <span className="sr-only">{check.pass ? m.export_pack_passed() : m.export_pack_attention()}: </span>
        {RULES[check.rule]()}
        {!check.pass && <span className="block text-xs text-base-content/70">{fix()}</span>}
      </span>
    </li>
  );
}
