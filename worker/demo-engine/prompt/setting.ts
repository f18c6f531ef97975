// The surface a prompt puts the product on ("on a wooden table", "大理石台面上", "sur une table
// en bois"): the demo paints that surface instead of its podium. Marble is looked for first, so
// "marble table" is marble; a table or desk of no named material is wood. Where the word is
// matters too: a colour written next to it is the table's ("on a white table", ./read.ts).

export const DEMO_SETTINGS = ["marble", "wood"] as const;
export type DemoSetting = (typeof DEMO_SETTINGS)[number];

const WORDS: Record<DemoSetting, RegExp> = {
  marble: /大理石|\bmarble\b|marbre|marmor|mármol|marmo|mármore|marmer|мрамор|대리석|หินอ่อน|đá cẩm thạch|संगमरमर|رخام/iu,
  wood: /木|桌|\b(wood|wooden|oak|walnut|table|desk|tabletop)\b|\bbois\b|holz|tisch|madera|\bmesa\b|legno|tavolo|madeira|\bhout|tafel|дерев|стол|テーブル|机|나무|테이블|ไม้|โต๊ะ|\bgỗ\b|\bbàn\b|लकड़ी|मेज़|मेज|خشب|طاولة/iu,
};

export type SettingHit = { setting: DemoSetting; start: number; end: number };

/** The surface `text` names and where the word naming it is. */
export function findSetting(text: string): SettingHit | undefined {
  for (const setting of DEMO_SETTINGS) {
    const found = WORDS[setting].exec(text);
    if (found) return { setting, start: found.index, end: found.index + found[0].length };
  }
  return undefined;
}
