// The demo storyteller builds the book around the idea: a main character and a goal read
// from it in the book's language. The character is named on every page, every page is about
// the goal (the wish, the tries, the wish come true), and the idea is never pasted in whole as
// a name.
import { describe, expect, it } from "vitest";
import { createBuiltinStoryTeller } from "../../worker/demo-engine/story";
import { STORY_STYLES } from "../../shared/choices";
import { env } from "cloudflare:workers";
import { textReader } from "../../worker/platform/texts";
import { readIdea } from "../../worker/demo-engine/story/idea";
import { loadStoryPack } from "../../worker/demo-engine/story/pack";

const teller = createBuiltinStoryTeller(textReader(env.ASSETS));

/** language, idea, the hero as the book names it, the goal, the hero on page 1 when it differs. */
const IDEAS: [string, string, string, string, string?][] = [
  ["zh-CN", "一只想去月球的小兔子", "小兔子", "去月球"],
  ["en-US", "a fox who wants to learn to fly", "the fox", "to learn to fly", "a fox"],
  ["es-ES", "un zorro que quiere aprender a volar", "«Zorro»", "aprender a volar"],
  ["fr-FR", "un renard qui rêve d'apprendre à voler", "«\u00a0Renard\u00a0»", "apprendre à voler"],
  ["de-DE", "ein kleiner Fuchs, der fliegen lernen will", "„Kleiner Fuchs“", "fliegen lernen"],
  ["it-IT", "una volpe che vuole imparare a volare", "«Volpe»", "imparare a volare"],
  ["pt-BR", "uma raposa que quer aprender a voar", "“Raposa”", "aprender a voar"],
  ["nl-NL", "een vos die wil leren vliegen", "“Vos”", "leren vliegen"],
  ["ru-RU", "лисёнок, который хочет научиться летать", "«Лисёнок»", "научиться летать"],
  ["ar-SA", "ثعلب صغير يريد أن يتعلم الطيران", "الثعلب الصغير", "أن يتعلم الطيران", "ثعلب صغير"],
  ["ar-SA", "قطة صغيرة تريد أن تزور القمر", "القطة الصغيرة", "أن تزور القمر", "قطة صغيرة"],
  ["zh-CN", "一只想学飞的小企鹅", "小企鹅", "学飞"],
  ["en-US", "a little fox who wants to learn to fly", "the little fox", "to learn to fly", "a little fox"],
  ["hi-IN", "एक लोमड़ी जो उड़ना सीखना चाहती है", "“लोमड़ी”", "उड़ना सीखना"],
  ["ja-JP", "空を飛びたい子ぎつね", "子ぎつね", "空を飛びたい"],
  ["ko-KR", "달에 가고 싶은 작은 토끼", "작은 토끼", "달에 가고 싶"],
  ["th-TH", "กระต่ายน้อยที่อยากไปดวงจันทร์", "กระต่ายน้อย", "ไปดวงจันทร์"],
  ["vi-VN", "một chú cáo muốn học bay", "chú cáo", "học bay"],
];

/** Ideas whose "and" belongs to the goal, and a Chinese wish with a 的 in it: read as before. */
const NOT_DESCRIBED: [string, string, string, string, string][] = [
  ["de-DE", "ein Hase, der Karotten und Salat essen will", "Hase", "Hase", "Karotten und Salat essen"],
  ["nl-NL", "een konijn dat wortels en sla wil eten", "Konijn", "Konijn", "wortels en sla eten"],
  ["hi-IN", "एक खरगोश जो गाजर और सलाद खाना चाहता है", "खरगोश", "खरगोश", "गाजर और सलाद खाना"],
  ["zh-CN", "小兔子想去看月亮的背面", "小兔子", "小兔子", "去看月亮的背面"],
  ["en-US", "a cat who wants to eat fish and chips", "a cat", "the cat", "to eat fish and chips"],
];

/** Described heroes as read: language, idea, the hero on page 1, on later pages, the goal. */
const DESCRIBED: [string, string, string, string, string][] = [
  [
    "en-US",
    "a little cat who loves the stars and wants to fly to them",
    "a little cat who loves the stars",
    "the little cat who loves the stars",
    "to fly to them",
  ],
  [
    "es-ES",
    "un gatito que ama las estrellas y quiere volar hasta ellas",
    "Gatito que ama las estrellas",
    "Gatito que ama las estrellas",
    "volar hasta ellas",
  ],
  [
    "fr-FR",
    "un petit chat qui aime les étoiles et veut voler jusqu'à elles",
    "Petit chat qui aime les étoiles",
    "Petit chat qui aime les étoiles",
    "voler jusqu'à elles",
  ],
  [
    "de-DE",
    "eine kleine Katze, die die Sterne liebt und zu ihnen fliegen will",
    "Kleine Katze, die die Sterne liebt",
    "Kleine Katze, die die Sterne liebt",
    "zu ihnen fliegen",
  ],
  [
    "it-IT",
    "un gattino che ama le stelle e vuole volare fino a loro",
    "Gattino che ama le stelle",
    "Gattino che ama le stelle",
    "volare fino a loro",
  ],
  [
    "pt-BR",
    "um gatinho que ama as estrelas e quer voar até elas",
    "Gatinho que ama as estrelas",
    "Gatinho que ama as estrelas",
    "voar até elas",
  ],
  [
    "nl-NL",
    "een klein katje dat van de sterren houdt en naar ze toe wil vliegen",
    "Klein katje dat van de sterren houdt",
    "Klein katje dat van de sterren houdt",
    "naar ze toe vliegen",
  ],
  [
    "ru-RU",
    "котёнок, который любит звёзды и хочет долететь до них",
    "Котёнок, который любит звёзды",
    "Котёнок, который любит звёзды",
    "долететь до них",
  ],
  ["zh-CN", "一只喜欢星星、想飞上天的小猫", "小猫", "小猫", "飞上天"],
  ["ja-JP", "星が好きで空を飛びたい子猫", "子猫", "子猫", "星が好きで空を飛びたい"],
  ["ko-KR", "별을 좋아하고 하늘을 날고 싶은 아기 고양이", "아기 고양이", "아기 고양이", "별을 좋아하고 하늘을 날"],
  [
    "hi-IN",
    "एक बिल्ली जो तारों से प्यार करती है और उन तक उड़ना चाहती है",
    "बिल्ली जो तारों से प्यार करती है",
    "बिल्ली जो तारों से प्यार करती है",
    "उन तक उड़ना",
  ],
  ["th-TH", "ลูกแมวที่รักดวงดาวและอยากบินไปหามัน", "ลูกแมวที่รักดวงดาว", "ลูกแมวที่รักดวงดาว", "บินไปหามัน"],
  [
    "vi-VN",
    "một chú mèo yêu các vì sao và mơ được bay lên đó",
    "một chú mèo yêu các vì sao",
    "chú mèo yêu các vì sao",
    "bay lên đó",
  ],
  [
    "ar-SA",
    "قطة صغيرة تحب النجوم وتريد أن تطير إليها",
    "قطة صغيرة تحب النجوم",
    "القطة الصغيرة التي تحب النجوم",
    "أن تطير إليها",
  ],
  ["ar-SA", "ثعلب يعيش في الغابة ويحلم بالطيران", "ثعلب يعيش في الغابة", "الثعلب الذي يعيش في الغابة", "الطيران"],
  ["ar-SA", "قطة تائهة تريد أن تعود إلى بيتها", "قطة تائهة", "القطة التائهة", "أن تعود إلى بيتها"],
];

describe("demo storyteller: a character and a goal from the idea", () => {
  // Described heroes are books too: the hero (inside the language's quotes, where it has them) on
  // every page, the goal on every page, the idea never whole.
  const BOOKS: [string, string, string, string, string?][] = [
    ...IDEAS,
    ...DESCRIBED.map(([language, idea, first, later, goal]): [string, string, string, string, string] => [
      language,
      idea,
      later,
      goal,
      first,
    ]),
  ];

  it.each(BOOKS)("%s: %s", async (language, idea, hero, goal, first = hero) => {
    for (const style of STORY_STYLES)
      for (const numPages of [4, 6, 8] as const) {
        const story = await teller.writeStory({ idea, style, numPages, language });
        const pages = story.pages.map((p) => p.toLowerCase());
        expect(story.title.toLowerCase(), style).toContain(hero.toLowerCase());
        for (const [i, page] of pages.entries()) {
          expect(page, `${style} p${i}`).toContain((i === 0 ? first : hero).toLowerCase());
          expect(page, `${style} p${i}`).not.toContain(idea.toLowerCase());
          expect(page, `${style} p${i}: about the goal`).toContain(goal.toLowerCase());
        }
      }
  });

  const read = async (language: string, idea: string) =>
    readIdea(idea, await loadStoryPack(textReader(env.ASSETS), language));

  it.each(NOT_DESCRIBED)(
    "%s: an idea whose “and” is the goal's is read as before: %s",
    async (language, idea, first, later, goal) => {
      expect(await read(language, idea)).toEqual({ first, later, goal });
    },
  );

  it.each(DESCRIBED)(
    "%s: a described hero is read whole, with no conjunction left over: %s",
    async (language, idea, first, later, goal) => {
      expect(await read(language, idea)).toEqual({ first, later, goal });
    },
  );

  it("never quotes an Arabic hero as a name, and ends «النهاية» only on the last page", async () => {
    const story = await teller.writeStory({
      idea: "قطة صغيرة تريد أن تزور القمر",
      style: "fairy_tale",
      numPages: 8,
      language: "ar-SA",
    });
    expect(story.title).toBe("القطة الصغيرة والحلم الكبير");
    for (const page of story.pages) expect(page).not.toMatch(/«[^»]*قطة/);
    expect(story.pages.slice(0, -1).join(" ")).not.toContain("النهاية");
    expect(story.pages.at(-1)).toMatch(/النهاية\.$/);
  });

  it("introduces an English hero with its article, then refers back to it", async () => {
    const story = await teller.writeStory({
      idea: "a fox who wants to learn to fly",
      style: "fairy_tale",
      numPages: 4,
      language: "en-US",
    });
    expect(story.title).toBe("The Fox and the Big Wish");
    expect(story.pages[0]).toContain("there was a fox with one big wish: to learn to fly.");
    expect(story.pages[1]).toContain("The first time the fox tried to learn to fly");
    expect(story.pages[3]).toContain("The big wish had come true: to learn to fly. The End.");
  });

  it("tells the Chinese book about 小兔子 and the moon", async () => {
    const story = await teller.writeStory({
      idea: "一只想去月球的小兔子",
      style: "fairy_tale",
      numPages: 4,
      language: "zh-CN",
    });
    expect(story.title).toBe("小兔子的梦想：去月球");
    expect(story.pages[0]).toContain("小兔子心里藏着一个大大的梦想：去月球。");
    expect(story.pages[1]).toContain("小兔子第一次试着去月球");
    expect(story.pages[3]).toContain("梦想成真了——去月球");
  });

  it("keeps an idea without a goal as the hero, verbatim", async () => {
    const story = await teller.writeStory({
      idea: "a snail who sings",
      style: "adventure",
      numPages: 4,
      language: "en-US",
    });
    for (const page of story.pages) expect(page).toContain("a snail who sings");
  });
});
