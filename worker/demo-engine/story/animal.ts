// Which animal a storybook's hero is, read from the idea in any of the 15 UI languages: the
// demo draws that animal ("一只想学飞的小企鹅" is a penguin, "a little fox…" a fox). Animals it
// cannot draw are drawn as the nearest one it can (a tiger as a cat, a wolf as a dog), as the
// demo notice on the storybook page says up front (demo_notice_story_animals, which lists
// ANIMALS in every language); an idea naming no animal keeps the hash-drawn creature.

export const ANIMALS = [
  "cat",
  "dog",
  "fox",
  "rabbit",
  "penguin",
  "bear",
  "bird",
  "fish",
  "owl",
  "panda",
  "mouse",
  "duck",
] as const;
export type Animal = (typeof ANIMALS)[number];

export type AnimalReading = { animal: Animal; nearest: boolean };

/**
 * Words per animal. Latin and Cyrillic words match as whole words (plural -s/-es too) unless
 * they end in "-", a stem ("zorr-" finds zorro and zorrito); Arabic words at a word's start after
 * its clitics (و ف ب ل ال); other scripts anywhere. Where two words start at one spot the
 * longer wins: 熊猫 (panda) over 熊 (bear), "chim cánh cụt" (penguin) over "chim" (bird).
 */
// prettier-ignore
const WORDS: [Animal, string[]][] = [
  ["panda", ["panda", "панд-", "熊猫", "パンダ", "판다", "แพนด้า", "gấu trúc", "पांडा", "باندا"]],
  ["penguin", ["penguin", "pingouin", "manchot", "pinguin", "pinguïn", "pingüino", "pinguino", "pinguim", "пингвин-", "企鹅", "ペンギン", "펭귄", "เพนกวิน", "chim cánh cụt", "पेंगुइन", "بطريق"]],
  ["owl", ["owl", "hibou", "chouette", "eule", "uil", "búho", "lechuza", "gufo", "civetta", "coruja", "сова", "сову", "совы", "совён-", "猫头鹰", "フクロウ", "ふくろう", "부엉이", "올빼미", "นกฮูก", "cú mèo", "con cú", "उल्लू", "بومة", "بوم"]],
  ["duck", ["duck", "canard", "ente", "eend", "pato", "anatra", "papera", "утк-", "утён-", "утен-", "鸭", "アヒル", "あひる", "カモ", "오리", "เป็ด", "con vịt", "vịt", "बत्तख", "बतख", "بطة", "بط"]],
  ["fox", ["fox", "renard", "fuchs", "füchs-", "vos", "zorr-", "volpe", "raposa", "лис-", "狐", "きつね", "キツネ", "ぎつね", "여우", "สุนัขจิ้งจอก", "จิ้งจอก", "cáo", "लोमड़ी", "ثعلب"]],
  ["rabbit", ["rabbit", "bunny", "hare", "lapin", "hase", "häsch-", "kaninchen", "konijn", "haas", "conej-", "liebre", "coniglio", "lepre", "coelh-", "кролик-", "заяц", "зайч-", "兔", "うさぎ", "ウサギ", "토끼", "กระต่าย", "thỏ", "खरगोश", "أرنب"]],
  ["mouse", ["mouse", "mice", "souris", "maus", "mäus", "muis", "ratón", "raton", "topo", "rato", "мыш-", "鼠", "ねずみ", "ネズミ", "쥐", "หนู", "chuột", "चूहा", "चुहिया", "فأر"]],
  ["cat", ["cat", "kitten", "kitty", "chat", "katze", "kätz-", "kater", "kat", "poes", "gat", "gat-", "micio", "gatt-", "кот", "котён-", "котик-", "кошк-", "猫", "ねこ", "ネコ", "고양이", "แมว", "mèo", "बिल्ली", "قطة", "قط", "هرة"]],
  ["dog", ["dog", "pupp-", "chien", "hund", "hond", "welp", "perr-", "cachorr-", "cane", "cagnolin-", "cão", "собак-", "пёс", "пес", "щен-", "狗", "犬", "いぬ", "イヌ", "강아지", "หมา", "สุนัข", "chó", "कुत्ता", "पिल्ला", "كلب", "جرو"]],
  ["bear", ["bear", "ours", "bär", "beer", "oso", "orso", "urso", "медвед-", "медвеж-", "мишк-", "熊", "くま", "クマ", "곰", "หมี", "gấu", "भालू", "دب"]],
  ["fish", ["fish", "poisson", "fisch", "vis", "pez", "pesce", "peixe", "рыб-", "鱼", "魚", "さかな", "물고기", "ปลา", "cá", "मछली", "سمك"]],
  ["bird", ["bird", "oiseau", "vogel", "pájaro", "pajarit-", "ave", "uccell-", "pássaro", "passarinho", "птиц-", "птич-", "鸟", "鳥", "참새", "นก", "chim", "चिड़िया", "पक्षी", "طائر", "عصفور"]],
];

/** Animals the demo cannot draw, and the one it draws instead. */
// prettier-ignore
const NEAREST: [Animal, string[]][] = [
  ["cat", ["tiger", "lion", "leopard", "tigre", "lion", "löwe", "tijger", "leeuw", "león", "leone", "leão", "тигр-", "лев", "虎", "狮", "トラ", "ライオン", "호랑이", "사자", "เสือ", "สิงโต", "hổ", "sư tử", "बाघ", "शेर", "نمر", "أسد"]],
  ["dog", ["wolf", "loup", "lobo", "lupo", "волк-", "狼", "オオカミ", "늑대", "หมาป่า", "sói", "भेड़िया", "ذئب"]],
  ["mouse", ["hamster", "squirrel", "écureuil", "eichhörnchen", "eekhoorn", "ardilla", "scoiattolo", "esquilo", "хомяк-", "белк-", "仓鼠", "松鼠", "リス", "햄스터", "다람쥐", "กระรอก", "sóc", "गिलहरी", "سنجاب"]],
  ["bear", ["koala", "коала", "考拉", "コアラ", "코알라", "โคอาลา", "gấu túi", "कोआला", "كوالا"]],
  ["bird", ["chick", "parrot", "eagle", "poussin", "perroquet", "aigle", "küken", "papagei", "adler", "pollit-", "loro", "águila", "pulcin-", "pappagall-", "aquila", "pintinho", "papagaio", "águia", "цыплён-", "попуга-", "орёл", "орел", "鸡", "鹦鹉", "鹰", "ひよこ", "オウム", "ワシ", "병아리", "앵무새", "독수리", "ลูกเจี๊ยบ", "นกแก้ว", "นกอินทรี", "gà con", "vẹt", "đại bàng", "चूज़ा", "तोता", "बाज", "كتكوت", "ببغاء", "نسر"]],
  ["fish", ["dolphin", "whale", "shark", "dauphin", "baleine", "requin", "delfin", "wal", "dolfijn", "walvis", "haai", "delfín", "ballena", "tiburón", "delfino", "balena", "squalo", "golfinho", "baleia", "tubarão", "дельфин", "кит", "акул-", "海豚", "鲸鱼", "鲸", "鲨鱼", "鲨", "イルカ", "クジラ", "サメ", "돌고래", "고래", "상어", "โลมา", "ปลาวาฬ", "ฉลาม", "cá heo", "cá voi", "cá mập", "डॉल्फ़िन", "व्हेल", "शार्क", "دلفين", "حوت", "قرش"]],
];

const WHOLE_WORD = /^[\p{Script=Latin}\p{Script=Cyrillic}]/u;
const ARABIC = /^\p{Script=Arabic}/u;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternOf(word: string): RegExp | string {
  if (ARABIC.test(word)) return new RegExp(`(?<![\\p{L}\\p{M}])(?:[وبل])?(?:ال)?${escape(word)}`, "u");
  if (!WHOLE_WORD.test(word)) return word;
  if (word.endsWith("-")) return new RegExp(`(?<![\\p{L}\\p{M}])${escape(word.slice(0, -1))}`, "u");
  return new RegExp(`(?<![\\p{L}\\p{M}])${escape(word)}(?:e?s)?(?![\\p{L}\\p{M}])`, "u");
}

type Entry = { animal: Animal; nearest: boolean; pattern: RegExp | string; length: number };

const ENTRIES: Entry[] = [
  ...WORDS.flatMap(([animal, words]) => words.map((w) => ({ animal, nearest: false, w }))),
  ...NEAREST.flatMap(([animal, words]) => words.map((w) => ({ animal, nearest: true, w }))),
].map(({ animal, nearest, w }) => ({ animal, nearest, pattern: patternOf(w), length: w.length }));

function indexIn(text: string, pattern: RegExp | string): number {
  if (typeof pattern === "string") return text.indexOf(pattern);
  return pattern.exec(text)?.index ?? -1;
}

type Named = AnimalReading & { at: number; length: number };

/** Every animal named in `text` (lower-cased), in order; where two start at one spot, the longer. */
function named(text: string): Named[] {
  const hits = new Map<number, Named>();
  for (const entry of ENTRIES) {
    const at = indexIn(text, entry.pattern);
    const there = hits.get(at);
    if (at >= 0 && (!there || entry.length > there.length))
      hits.set(at, { animal: entry.animal, nearest: entry.nearest, at, length: entry.length });
  }
  const inOrder = [...hits.values()].sort((a, b) => a.at - b.at);
  // A word inside a longer one is not a second animal: 猫头鹰 (owl) holds 鹰, 熊猫 (panda) 猫.
  return inOrder.filter((hit, i) => !inOrder.slice(0, i).some((before) => hit.at < before.at + before.length));
}

/** Chinese, Japanese and Korean name the hero last: "想学飞的小企鹅", "空を飛びたい子ぎつね". */
const HERO_LAST = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Every animal `text` names, in order (the storybook's demo notice lists the ones drawn). */
export const animalsIn = (text: string): AnimalReading[] =>
  named(text.toLocaleLowerCase()).map(({ animal, nearest }) => ({ animal, nearest }));

/** The animal the idea's hero is: the first one named, or the last in languages that name the hero last. */
export function readAnimal(idea: string): AnimalReading | null {
  const hits = named(idea.toLocaleLowerCase());
  const hit = HERO_LAST.test(idea) ? hits.at(-1) : hits[0];
  return hit ? { animal: hit.animal, nearest: hit.nearest } : null;
}
