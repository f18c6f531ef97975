// Story styles (spec §3) in shared/choices' order, with their labels.
import { STORY_STYLES as STORY_STYLE_IDS } from "../../../shared/choices";
import { STORY_STYLE_NAMES } from "@/lib/work-names";

export const STORY_STYLES = STORY_STYLE_IDS.map((id) => ({ id, label: STORY_STYLE_NAMES[id] }));
