// What the demo engine reads in a product prompt: the product's kind from its word in any of
// the 15 UI languages, and each colour bound to what it describes (the product or the
// background), whether the colour comes before the noun, after it, or in its own clause.
import { describe, expect, it } from "vitest";
import { readPrompt } from "../../worker/demo-engine/prompt/read";

const RED_ON_WHITE = { shape: "shoe", objectColor: "red", background: "white" };

describe("demo engine: reading a prompt", () => {
  it.each([
    ["red sneaker on a white background"],
    ["a red sneaker, white backdrop"],
    ["white background with a red sneaker"],
    ["red sneaker on white"],
    ["红色运动鞋，白色背景"],
    ["白色背景上的红色运动鞋"],
    ["白底红鞋"],
    ["白い背景に赤いスニーカー"],
    ["흰색 배경에 빨간 운동화"],
    ["zapatilla roja sobre fondo blanco"],
    ["chaussure rouge sur fond blanc"],
    ["roter Turnschuh auf weißem Hintergrund"],
    ["scarpa rossa su sfondo bianco"],
    ["tênis vermelho em fundo branco"],
    ["rode sneaker op een witte achtergrond"],
    ["красные кроссовки на белом фоне"],
    ["حذاء رياضي أحمر على خلفية بيضاء"],
    ["सफ़ेद पृष्ठभूमि पर लाल जूते"],
    ["รองเท้าผ้าใบสีแดงบนพื้นหลังสีขาว"],
    ["giày thể thao màu đỏ trên nền trắng"],
  ])("%s → a red shoe on white", (prompt) => {
    expect(readPrompt(prompt)).toEqual(RED_ON_WHITE);
  });

  it("swaps the colours when the prompt swaps them", () => {
    expect(readPrompt("white sneaker on a red background")).toEqual({
      shape: "shoe",
      objectColor: "white",
      background: "red",
    });
    expect(readPrompt("白色运动鞋，红色背景")).toEqual({ shape: "shoe", objectColor: "white", background: "red" });
  });

  it.each([
    ["leather handbag", "bag"],
    ["手提包", "bag"],
    ["ceramic mug", "cup"],
    ["咖啡杯", "cup"],
    ["water bottle", "bottle"],
    ["玻璃瓶", "bottle"],
    ["jar of honey", "jar"],
    ["面霜", "jar"],
    ["gift box", "box"],
    ["礼盒", "box"],
    ["smartphone", "phone"],
    ["手机", "phone"],
    ["wristwatch", "watch"],
    ["腕表", "watch"],
    ["headphones", "headphones"],
    ["耳机", "headphones"],
    ["perfume", "perfume"],
    ["香水瓶", "perfume"],
    ["lipstick", "cosmetics"],
    ["粉饼", "cosmetics"],
    ["glass sphere", "sphere"],
    ["水晶球", "sphere"],
    ["スマホ", "phone"],
    ["가방", "bag"],
    ["reloj", "watch"],
    ["casque audio", "headphones"],
    ["Parfüm", "perfume"],
    ["rossetto", "cosmetics"],
    ["caneca", "cup"],
    ["koptelefoon", "headphones"],
    ["наушники", "headphones"],
    ["حقيبة", "bag"],
    ["घड़ी", "watch"],
    ["กล่อง", "box"],
    ["điện thoại", "phone"],
  ])("%s is a %s", (prompt, shape) => {
    expect(readPrompt(prompt).shape).toBe(shape);
  });

  it("keeps colours that belong together, and words that only contain a colour", () => {
    expect(readPrompt("red and gold gift box")).toEqual({ shape: "box", objectColor: "red", accentColor: "gold" });
    expect(readPrompt("white headphones on black")).toEqual({
      shape: "headphones",
      objectColor: "white",
      background: "black",
    });
    // 口红 (lipstick) and rouge à lèvres contain "red"; 粉底 (foundation) contains "pink".
    expect(readPrompt("口红")).toEqual({ shape: "cosmetics" });
    expect(readPrompt("rouge à lèvres")).toEqual({ shape: "cosmetics" });
    expect(readPrompt("粉底")).toEqual({ shape: "cosmetics" });
    expect(readPrompt("黄金手表，黑色背景")).toEqual({ shape: "watch", objectColor: "gold", background: "black" });
    // The colour nearest the product is its own: white snow, a red gift box.
    expect(readPrompt("冬季 白色 雪 红色礼盒")).toMatchObject({ shape: "box", objectColor: "red" });
  });

  it("matches whole words in spaced scripts, so a colour inside another word is not one", () => {
    expect(readPrompt("a redesigned bottle")).toEqual({ shape: "bottle" });
    expect(readPrompt("headphone stand")).toEqual({ shape: "headphones" });
    expect(readPrompt("a cat in the snow")).toEqual({});
  });
});
