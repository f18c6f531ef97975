// Reads a refinement instruction ("更亮一些，然后裁剪成正方形", "warmer and more contrast",
// "明るくして") into image operations, in the order they appear. The UI speaks 15 languages, so
// each operation lists its wording in all of them. Phrases that mean the opposite of a shorter
// keyword ("降低对比度", "less contrast") are listed first and their text is consumed, so the
// shorter keyword inside them cannot match again.

export type RefineOperation =
  | "contrast_down"
  | "desaturate"
  | "brighter"
  | "darker"
  | "warmer"
  | "cooler"
  | "grayscale"
  | "contrast_up"
  | "saturate"
  | "blur"
  | "sharpen"
  | "square"
  | "sepia"
  | "vignette"
  | "flip"
  | "rotate";

// Order matters: negated and longer phrases before the words they contain.
const KEYWORDS: [RefineOperation | null, string[]][] = [
  // Asked NOT to do something: consumed so that the word inside cannot trigger the edit.
  [null, ["不要模糊", "别模糊", "不要旋转", "不要裁剪", "don't blur", "do not blur", "no blur", "don't rotate", "do not rotate", "don't crop", "do not crop"]],
  // Phrases that mean the opposite of the word they contain.
  ["cooler", ["less warm", "不那么暖", "太暖"]],
  ["warmer", ["less cool", "less cold", "不那么冷", "太冷"]],
  ["darker", ["less bright", "too bright", "不要太亮", "太亮", "别太亮"]],
  ["brighter", ["less dark", "too dark", "不要太暗", "太暗", "别太暗"]],
  ["desaturate", ["less vivid", "less colorful", "less colourful", "太艳"]],
  ["contrast_down", ["降低对比", "减少对比", "减弱对比", "对比度低", "柔和", "less contrast", "lower contrast", "reduce contrast", "decrease contrast", "softer", "コントラストを下げ", "コントラストを弱", "대비를 낮", "대비 낮", "menos contraste", "moins de contraste", "weniger kontrast", "meno contrasto", "minder contrast", "меньше контраст", "снизить контраст", "تقليل التباين", "कम कंट्रास्ट", "ลดคอนทราสต์", "giảm tương phản"]],
  ["desaturate", ["降低饱和", "减少饱和", "淡雅", "素雅", "desaturate", "less saturat", "muted", "彩度を下げ", "채도를 낮", "menos saturad", "désatur", "moins satur", "entsättig", "weniger sättig", "desatur", "minder verzadig", "меньше насыщ", "приглуш", "تقليل التشبع", "कम संतृप्त", "ลดความอิ่มตัว", "giảm bão hòa"]],
  ["grayscale", ["黑白", "灰度", "black and white", "black & white", "b&w", "grayscale", "greyscale", "monochrome", "白黒", "モノクロ", "흑백", "blanco y negro", "noir et blanc", "schwarzweiß", "schwarz-weiß", "schwarzweiss", "bianco e nero", "preto e branco", "zwart-wit", "zwartwit", "черно-бел", "чёрно-бел", "أبيض وأسود", "ब्लैक एंड व्हाइट", "श्वेत-श्याम", "ขาวดำ", "đen trắng"]],
  ["brighter", ["سطوع", "更亮", "提亮", "亮一点", "亮一些", "调亮", "明亮", "brighter", "lighter", "brighten", "明るく", "明るい", "더 밝게", "밝게", "más brillante", "más claro", "aclara", "plus lumineu", "plus clair", "éclairci", "heller", "aufhell", "più luminos", "più chiar", "schiarisc", "mais brilhante", "mais claro", "clarear", "lichter", "helderder", "ярче", "светлее", "أكثر إشراق", "أفتح", "ज़्यादा चमकीला", "अधिक चमकीला", "चमकीला", "สว่างขึ้น", "สว่าง", "sáng hơn", "làm sáng"]],
  ["darker", ["更暗", "暗一点", "暗一些", "调暗", "压暗", "darker", "darken", "暗く", "더 어둡게", "어둡게", "más oscuro", "oscurece", "plus sombre", "plus foncé", "assombri", "dunkler", "abdunkel", "più scur", "scurisc", "mais escuro", "escurecer", "donkerder", "темнее", "затемн", "أغمق", "أكثر قتامة", "गहरा", "มืดลง", "เข้มขึ้น", "tối hơn", "làm tối"]],
  ["warmer", ["暖", "warmer", "warm", "暖か", "温か", "따뜻", "más cálid", "cálido", "plus chaud", "chaleureu", "wärmer", "warm", "più cald", "caldo", "mais quente", "quente", "warmer", "теплее", "тепл", "أدفأ", "دافئ", "गर्म", "อุ่น", "ấm"]],
  ["cooler", ["차가운", "ठंडे", "冷色", "冷调", "偏冷", "更冷", "cooler", "cool tone", "colder", "cool", "涼し", "寒色", "クール", "차갑", "시원", "más frío", "frío", "plus froid", "froid", "kühler", "kälter", "più fredd", "freddo", "mais frio", "frio", "koeler", "kouder", "холоднее", "холодн", "أبرد", "بارد", "ठंडा", "เย็น", "lạnh"]],
  ["contrast_up", ["对比度", "对比", "更鲜明", "more contrast", "contrast", "コントラスト", "대비", "contraste", "kontrast", "contrasto", "contrast", "контраст", "تباين", "कंट्रास्ट", "คอนทราสต์", "tương phản"]],
  ["saturate", ["饱和", "鲜艳", "vivid", "saturat", "more colou", "more color", "鮮やか", "彩度", "선명", "채도", "vívid", "satura", "vif", "vive", "lebendig", "sättig", "vivac", "verzadig", "levendig", "насыщ", "ярк", "تشبع", "حيوي", "जीवंत", "संतृप्त", "สดใส", "อิ่มตัว", "rực rỡ", "bão hòa"]],
  ["blur", ["تمويه", "ब्लर", "模糊", "虚化", "柔焦", "blur", "soft focus", "ぼかし", "ぼか", "흐리게", "블러", "desenfoc", "difumin", "flou", "floute", "unscharf", "weichzeichn", "sfoca", "desfoc", "borrar", "vervag", "onscherp", "размы", "размыт", "ضباب", "طمس", "धुंधला", "เบลอ", "làm mờ", "mờ"]],
  ["sharpen", ["làm nét", "锐化", "清晰", "sharpen", "sharper", "crisper", "シャープ", "くっきり", "선명하게", "샤프", "enfoca", "nitidez", "netteté", "plus net", "schärf", "nitid", "più nitid", "verscherp", "scherper", "резче", "резкост", "حدة", "أوضح", "तीक्ष्ण", "शार्प", "คมชัด", "sắc nét", "nét hơn"]],
  ["square", ["स्क्वेयर", "正方形", "方形", "方图", "1:1", "square", "スクエア", "정사각형", "cuadrad", "carré", "quadrat", "quadrato", "quadrado", "vierkant", "квадрат", "مربع", "वर्गाकार", "वर्ग", "สี่เหลี่ยมจัตุรัส", "vuông"]],
  ["sepia", ["复古", "怀旧", "老照片", "棕褐", "sepia", "vintage", "retro", "セピア", "レトロ", "ヴィンテージ", "빈티지", "레트로", "세피아", "antiguo", "rétro", "ancien", "nostalg", "antico", "antigo", "oud", "ретро", "винтаж", "сепи", "قديم", "عتيق", "विंटेज", "रेट्रो", "วินเทจ", "ย้อนยุค", "cổ điển", "hoài cổ"]],
  ["vignette", ["تعتيم الحواف", "vignet", "विनेट", "tối viền", "暗角", "晕影", "vignette", "ビネット", "周辺減光", "비네팅", "viñeta", "vignettatura", "vinheta", "виньет", "تظليل الحواف", "विग्नेट", "ขอบมืด", "viền tối"]],
  ["flip", ["انعكاس", "मिरर", "镜像", "翻转", "水平翻转", "mirror", "flip", "反転", "左右反転", "ミラー", "좌우 반전", "반전", "espejo", "voltea", "miroir", "retourne", "spiegel", "specchi", "capovolg", "espelh", "virar", "spiegel", "omdraai", "отраз", "зеркал", "عكس", "مرآة", "दर्पण", "पलट", "กลับด้าน", "สะท้อน", "lật", "phản chiếu"]],
  ["rotate", ["रोटेट", "旋转", "rotate", "turn 90", "回転", "회전", "gira", "rota", "pivote", "tourne", "drehe", "dreh", "ruota", "girar", "rodar", "draai", "поверн", "вращ", "تدوير", "أدر", "घुमा", "หมุน", "xoay"]],
];

export const SUPPORTED_EDITS =
  "brighter, darker, warmer, cooler, black and white, more/less contrast, more/less saturated, blur, sharpen, crop to square, vintage, vignette, mirror, rotate";

const LATIN = /^[a-z]/;
const LETTER = /\p{L}/u;

/** Latin-script keywords must start a word ("oud" is Dutch for old, not the end of "clouds"). */
function find(text: string, word: string, from = 0): number {
  let at = text.indexOf(word, from);
  while (at > 0 && LATIN.test(word) && LETTER.test(text[at - 1])) at = text.indexOf(word, at + 1);
  return at;
}

/** The operations an instruction asks for, in the order they are written; [] when none. */
export function parseInstruction(text: string): RefineOperation[] {
  let rest = text.toLowerCase().replace(/[’']/g, "'");
  const found: { op: RefineOperation; at: number }[] = [];
  for (const [op, words] of KEYWORDS) {
    for (const word of words) {
      let at = find(rest, word);
      while (at !== -1) {
        if (op && !found.some((f) => f.op === op)) found.push({ op, at });
        rest = rest.slice(0, at) + "\u0000".repeat(word.length) + rest.slice(at + word.length);
        at = find(rest, word, at);
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.op);
}
