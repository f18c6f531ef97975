// The room type and design style last chosen on this device: the form shows them again when the
// user comes back from the library (not 客厅/现代简约 under a bedroom design).
import { INTERIOR_STYLES, ROOM_TYPES, type InteriorStyle, type RoomType } from "../../../shared/choices";

const KEY = "interior-choice";

export type InteriorChoice = { roomType: RoomType; style: InteriorStyle };

export function readChoice(): InteriorChoice {
  const choice: InteriorChoice = { roomType: "living_room", style: "modern" };
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<Record<string, unknown>>;
    if (ROOM_TYPES.includes(stored.roomType as RoomType)) choice.roomType = stored.roomType as RoomType;
    if (INTERIOR_STYLES.includes(stored.style as InteriorStyle)) choice.style = stored.style as InteriorStyle;
  } catch {
    // Storage refused or unreadable: the defaults.
  }
  return choice;
}

export function rememberChoice(choice: InteriorChoice) {
  try {
    localStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Storage refused: the choice lasts while the page is open.
  }
}
