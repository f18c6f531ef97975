// The 15 UI languages' story templates by BCP 47 tag.
import { arSA } from "./ar-SA";
import { deDE } from "./de-DE";
import { enUS } from "./en-US";
import { esES } from "./es-ES";
import { frFR } from "./fr-FR";
import { hiIN } from "./hi-IN";
import { itIT } from "./it-IT";
import { jaJP } from "./ja-JP";
import { koKR } from "./ko-KR";
import { nlNL } from "./nl-NL";
import { ptBR } from "./pt-BR";
import { ruRU } from "./ru-RU";
import { thTH } from "./th-TH";
import type { StoryPack } from "./types";
import { viVN } from "./vi-VN";
import { zhCN } from "./zh-CN";

export type { Beats, StoryPack } from "./types";

export const STORY_PACKS: Record<string, StoryPack> = {
  "zh-CN": zhCN, "en-US": enUS, "es-ES": esES, "fr-FR": frFR, "de-DE": deDE,
  "ja-JP": jaJP, "ko-KR": koKR, "ru-RU": ruRU, "ar-SA": arSA, "pt-BR": ptBR,
  "it-IT": itIT, "nl-NL": nlNL, "hi-IN": hiIN, "th-TH": thTH, "vi-VN": viVN,
};

export const STORY_LANGUAGES = Object.keys(STORY_PACKS);
