// The style dropdown, grouped as the spec lists them.
import { m } from "@/paraglide/messages.js";
import { STYLE_GROUPS, styleName, localized, type Style } from "@/lib/styles";

const GROUP_LABELS: Record<string, () => string> = {
  modern: m.art_group_modern,
  classical: m.art_group_classical,
  western: m.art_group_western,
  eastern: m.art_group_eastern,
  design: m.art_group_design,
};

export function StylePicker({
  styles,
  value,
  onChange,
  disabled,
}: {
  styles: Style[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const groups = [
    ...STYLE_GROUPS,
    ...new Set(styles.map((s) => s.group).filter((g) => !STYLE_GROUPS.includes(g as never))),
  ];
  const selected = styles.find((s) => s.id === value);
  return (
    <fieldset className="fieldset" disabled={disabled}>
      <label className="fieldset-legend" htmlFor="art-style">
        {m.art_style_label()}
      </label>
      <select
        id="art-style"
        className="select w-full"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="style-select"
      >
        {groups.map((group) => {
          const inGroup = styles.filter((s) => s.group === group);
          if (inGroup.length === 0) return null;
          return (
            <optgroup key={group} label={GROUP_LABELS[group]?.() ?? group}>
              {inGroup.map((s) => (
                <option key={s.id} value={s.id}>
                  {styleName(s)}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
      {selected && <p className="label whitespace-normal">{localized(selected.description, "")}</p>}
    </fieldset>
  );
}
