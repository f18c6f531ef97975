// The demo storybook draws the animal the idea names, in every UI language: "一只想学飞的小企鹅"
// is a penguin (black coat, orange beak and feet), "a little fox…" an orange fox, "قطة صغيرة…"
// a cat. Animals it cannot draw become the nearest one it can, marked as such.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createBuiltinStoryTeller } from "../../worker/demo-engine/story";
import { ANIMALS, animalsIn, readAnimal, type Animal } from "../../worker/demo-engine/story/animal";
import { LOCALES } from "../../shared/locales";
import { SPECIES } from "../../worker/demo-engine/story/species";
import type { Rgb } from "../../worker/demo-engine/pixels";
import { textReader } from "../../worker/platform/texts";
import { decode, type Decoded } from "./support/pixels";

const teller = createBuiltinStoryTeller(textReader(env.ASSETS));
const messages = import.meta.glob<Record<string, string>>("../../messages/*.json", { eager: true, import: "default" });

/** Each animal in zh, en and ar, and in the other UI languages' words. */
const NAMED: [Animal, string[]][] = [
  [
    "cat",
    [
      "一只想去月球的小猫",
      "a cat who wants to sing",
      "قطة صغيرة تريد أن تزور القمر",
      "un chat qui veut voler",
      "кошка, которая хочет петь",
      "子猫",
      "고양이",
      "แมวน้อย",
      "chú mèo con",
      "एक बिल्ली",
      "un gatito",
      "eine Katze",
    ],
  ],
  [
    "dog",
    [
      "想当警察的小狗",
      "a puppy who wants a home",
      "كلب يريد أن يطير",
      "un perro",
      "собака",
      "子犬",
      "강아지",
      "ลูกหมา",
      "chú chó",
      "कुत्ता",
      "ein Hund",
      "un cane",
    ],
  ],
  [
    "fox",
    [
      "一只想学飞的小狐狸",
      "a little fox who wants to learn to fly",
      "ثعلب صغير يريد أن يتعلم الطيران",
      "un renard",
      "лисёнок",
      "子ぎつね",
      "여우",
      "สุนัขจิ้งจอก",
      "chú cáo",
      "लोमड़ी",
      "ein kleiner Fuchs",
      "una raposa",
    ],
  ],
  [
    "rabbit",
    [
      "一只想去月球的小兔子",
      "a bunny",
      "أرنب",
      "un lapin",
      "зайчик",
      "うさぎ",
      "작은 토끼",
      "กระต่ายน้อย",
      "chú thỏ",
      "खरगोश",
      "ein Hase",
      "un coniglio",
    ],
  ],
  [
    "penguin",
    [
      "一只想学飞的小企鹅",
      "a penguin who wants to fly",
      "بطريق صغير",
      "un pingouin",
      "пингвин",
      "ペンギン",
      "펭귄",
      "เพนกวิน",
      "chú chim cánh cụt",
      "पेंगुइन",
      "ein Pinguin",
      "um pinguim",
    ],
  ],
  [
    "bear",
    [
      "小熊",
      "a bear",
      "دب صغير",
      "un ours",
      "медвежонок",
      "くま",
      "곰",
      "หมีน้อย",
      "chú gấu",
      "भालू",
      "ein Bär",
      "un orso",
    ],
  ],
  [
    "bird",
    [
      "小鸟",
      "a little bird",
      "عصفور صغير",
      "un oiseau",
      "птичка",
      "小鳥",
      "참새",
      "นกน้อย",
      "chú chim",
      "चिड़िया",
      "ein Vogel",
      "un pájaro",
    ],
  ],
  [
    "fish",
    [
      "小鱼",
      "a fish",
      "سمكة",
      "un poisson",
      "рыбка",
      "さかな",
      "물고기",
      "ปลาน้อย",
      "chú cá",
      "मछली",
      "ein Fisch",
      "un pesce",
    ],
  ],
  [
    "owl",
    [
      "猫头鹰",
      "an owl",
      "بومة",
      "un hibou",
      "сова",
      "フクロウ",
      "부엉이",
      "นกฮูก",
      "con cú mèo",
      "उल्लू",
      "eine Eule",
      "un búho",
    ],
  ],
  [
    "panda",
    [
      "熊猫",
      "a panda",
      "باندا",
      "un panda",
      "панда",
      "パンダ",
      "판다",
      "แพนด้า",
      "chú gấu trúc",
      "पांडा",
      "ein Panda",
      "um panda",
    ],
  ],
  [
    "mouse",
    [
      "小老鼠",
      "a mouse",
      "فأر صغير",
      "une souris",
      "мышонок",
      "ねずみ",
      "생쥐",
      "หนูน้อย",
      "chú chuột",
      "चूहा",
      "eine Maus",
      "un ratón",
    ],
  ],
  [
    "duck",
    [
      "小鸭子",
      "a duck",
      "بطة",
      "un canard",
      "утёнок",
      "アヒル",
      "오리",
      "เป็ด",
      "chú vịt",
      "बत्तख",
      "eine Ente",
      "un pato",
    ],
  ],
];

describe("demo storybook: which animal the idea names", () => {
  it.each(NAMED)("%s in every language", (animal, ideas) => {
    for (const idea of ideas) expect(readAnimal(idea), idea).toEqual({ animal, nearest: false });
  });

  it("takes the hero, not another animal in the goal", () => {
    expect(readAnimal("想去找小狗玩的小猫")?.animal).toBe("cat");
    expect(readAnimal("a cat who wants to meet a dog")?.animal).toBe("cat");
    expect(readAnimal("犬に会いたい子猫")?.animal).toBe("cat");
  });

  it("draws animals it cannot draw as the nearest one, and says so", () => {
    expect(readAnimal("a tiger who wants to swim")).toEqual({ animal: "cat", nearest: true });
    expect(readAnimal("一只想回家的小狼")).toEqual({ animal: "dog", nearest: true });
    expect(readAnimal("دلفين يريد أن يطير")).toEqual({ animal: "fish", nearest: true });
    expect(readAnimal("鲸鱼")).toEqual({ animal: "fish", nearest: true });
  });

  it("the storybook's demo notice lists every animal it draws, and an example drawn as the nearest, in all 15 languages", () => {
    // The engine's own reading of the notice: a notice that forgets an animal, or names one the
    // engine does not read in that language, fails here.
    for (const locale of LOCALES) {
      const notice = messages[`../../messages/${locale}.json`].demo_notice_story_animals;
      const found = animalsIn(notice);
      const drawn = new Set(found.filter((a) => !a.nearest).map((a) => a.animal));
      expect([...drawn].sort(), locale).toEqual([...ANIMALS].sort());
      expect(
        found.some((a) => a.nearest),
        locale,
      ).toBe(true);
    }
  });

  it("does not find animals inside other words", () => {
    for (const idea of [
      "a girl who wants to catch the moon",
      "una niña que quiere una aventura",
      "무지개를 보고 싶은 아이",
      "فقط حلم",
      "một cô bé cao",
    ])
      expect(readAnimal(idea), idea).toBeNull();
  });
});

const near = (px: Uint8Array, i: number, c: Rgb, tol: number) =>
  Math.abs(px[i] - c[0]) <= tol && Math.abs(px[i + 1] - c[1]) <= tol && Math.abs(px[i + 2] - c[2]) <= tol;
const count = (d: Decoded, colours: readonly Rgb[], tol = 8) => {
  let n = 0;
  for (let i = 0; i < d.px.length; i += 4) if (colours.some((c) => near(d.px, i, c, tol))) n++;
  return n;
};

async function firstPage(idea: string, language: string, style: "fairy_tale" | "adventure" | "sci_fi") {
  const story = await teller.writeStory({ idea, style, numPages: 4, language });
  return decode((await teller.illustratePage({ story, pageIndex: 0, style, idea })).bytes, "jpeg");
}

describe("demo storybook: the page shows that animal", () => {
  it("一只想学飞的小企鹅: a penguin with its black coat, white belly and orange beak and feet", async () => {
    const page = await firstPage("一只想学飞的小企鹅", "zh-CN", "fairy_tale");
    expect(count(page, SPECIES.penguin.coats)).toBeGreaterThan(4000);
    expect(count(page, [SPECIES.penguin.beak!])).toBeGreaterThan(800);
  });

  it("a little fox who wants to learn to fly: an orange fox", async () => {
    const page = await firstPage("a little fox who wants to learn to fly", "en-US", "adventure");
    expect(count(page, SPECIES.fox.coats)).toBeGreaterThan(4000);
  });

  it("قطة صغيرة تريد أن تزور القمر: a cat", async () => {
    const page = await firstPage("قطة صغيرة تريد أن تزور القمر", "ar-SA", "sci_fi");
    expect(count(page, SPECIES.cat.coats, 12)).toBeGreaterThan(3000);
  });
});
