// One referral reward input: free text while typing, its problem said under it (empty, negative,
// not a whole number in range), marked invalid for assistive technology.
import { m } from "@/paraglide/messages.js";
import { MAX_REFERRAL_REWARD } from "../../../../shared/credit-limits";
import { readReward, tidyRewardText } from "./reward-input";

const PROBLEMS = {
  required: () => m.admin_reward_required(),
  negative: () => m.admin_reward_negative(),
  whole: () => m.admin_reward_whole({ max: MAX_REFERRAL_REWARD }),
};

export function RewardField({
  id,
  label,
  text,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  text: string;
  onChange: (text: string) => void;
  disabled: boolean;
}) {
  const reading = readReward(text);
  const problem = "problem" in reading ? PROBLEMS[reading.problem]() : null;
  const errorId = `settings-${id}-reward-error`;
  return (
    <div className="space-y-1">
      <label className="block space-y-1">
        <span className="text-sm font-medium">{label}</span>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={`input w-full ${problem ? "input-error" : ""}`}
          value={text}
          onChange={(e) => onChange(tidyRewardText(e.target.value))}
          disabled={disabled}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? errorId : undefined}
          data-testid={`settings-${id}-reward`}
        />
      </label>
      {problem && (
        <p id={errorId} className="text-xs text-error" role="alert" data-testid={`settings-${id}-reward-error`}>
          {problem}
        </p>
      )}
    </div>
  );
}
