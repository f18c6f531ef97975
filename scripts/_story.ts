import { readFileSync } from "node:fs";
import { writeStory } from "/work/main/worker/demo-engine/story/write";
const read = async (path: string) => JSON.parse(readFileSync(`/work/main/worker/texts/${path}`, "utf8"));
const ideas: [string, string][] = [
  ["en-US", "a little cat who loves the stars and wants to fly to them"],
  ["es-ES", "un gatito que ama las estrellas y quiere volar hasta ellas"],
  ["fr-FR", "un petit chat qui aime les étoiles et veut voler jusqu'à elles"],
  ["de-DE", "eine kleine Katze, die die Sterne liebt und zu ihnen fliegen will"],
  ["it-IT", "un gattino che ama le stelle e vuole volare fino a loro"],
  ["pt-BR", "um gatinho que ama as estrelas e quer voar até elas"],
  ["nl-NL", "een klein katje dat van de sterren houdt en naar ze toe wil vliegen"],
  ["ru-RU", "котёнок, который любит звёзды и хочет долететь до них"],
  ["zh-CN", "一只喜欢星星、想飞上天的小猫"],
  ["ja-JP", "星が好きで空を飛びたい子猫"],
  ["ko-KR", "별을 좋아하고 하늘을 날고 싶은 아기 고양이"],
  ["hi-IN", "एक बिल्ली जो तारों से प्यार करती है और उन तक उड़ना चाहती है"],
  ["th-TH", "ลูกแมวที่รักดวงดาวและอยากบินไปหามัน"],
  ["vi-VN", "một chú mèo yêu các vì sao và mơ được bay lên đó"],
];
for (const [language, idea] of ideas) {
  const s = await writeStory(read as never, { idea, style: "sci_fi", numPages: 4, language });
  console.log(language, "|", s.title, "|", s.pages[1].slice(0, 150));
}
