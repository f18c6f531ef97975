// The demo engine's prompt help, per UI language: the phrases a product photographer would add
// to a short idea (subject detail, lighting, composition, lens, background, finish), written
// natively in each of the 15 languages. The demo engine cannot call a model; these are honest
// studio defaults, and the SPA labels the result as the demo engine's suggestion.
import type { Locale } from "../../../shared/locales";

export type PromptPhrases = {
  /** The idea inside its opening phrase. */
  lead(idea: string): string;
  detail: string;
  lighting: string;
  composition: string;
  lens: string;
  /** Left out when the idea already names a background. */
  background: string;
  finish: string;
  /** Between phrases, and after the last one. */
  separator: string;
  end: string;
};

export const PROMPT_PHRASES: Record<Locale, PromptPhrases> = {
  "zh-CN": {
    lead: (idea) => `专业产品摄影：${idea}`,
    detail: "产品主体清晰锐利，材质、纹理和细节一目了然",
    lighting: "柔和均匀的影棚布光，主光柔和，带有细腻的高光反射",
    composition: "居中构图，产品约占画面三分之二，略带四分之三侧视角",
    lens: "85毫米镜头，光圈f/8，从前到后清晰",
    background: "干净的纯白无缝背景，带自然柔和的投影",
    finish: "商业电商级画质，高分辨率",
    separator: "，",
    end: "。",
  },
  "en-US": {
    lead: (idea) => `Professional product photo of ${idea}`,
    detail: "the product in sharp focus with its materials, textures and fine details clearly visible",
    lighting: "soft, even studio lighting with a gentle key light and subtle highlights",
    composition: "centred composition with the product filling about two thirds of the frame, seen from a slight three-quarter angle",
    lens: "shot with an 85 mm lens at f/8, crisp from front to back",
    background: "clean seamless white background with a soft natural shadow",
    finish: "commercial e-commerce quality, high resolution",
    separator: ", ",
    end: ".",
  },
  "es-ES": {
    lead: (idea) => `Fotografía profesional de producto: ${idea}`,
    detail: "el producto perfectamente enfocado, con sus materiales, texturas y detalles bien visibles",
    lighting: "iluminación de estudio suave y uniforme, con una luz principal delicada y brillos sutiles",
    composition: "composición centrada, el producto ocupa unas dos terceras partes del encuadre, visto en un ligero ángulo de tres cuartos",
    lens: "objetivo de 85 mm a f/8, nítido de delante a atrás",
    background: "fondo blanco liso y continuo con una sombra suave y natural",
    finish: "calidad comercial para comercio electrónico, alta resolución",
    separator: ", ",
    end: ".",
  },
  "fr-FR": {
    lead: (idea) => `Photo produit professionnelle : ${idea}`,
    detail: "le produit parfaitement net, matières, textures et détails bien visibles",
    lighting: "éclairage de studio doux et homogène, lumière principale diffuse et reflets subtils",
    composition: "composition centrée, le produit occupant environ les deux tiers du cadre, vu légèrement de trois quarts",
    lens: "objectif de 85 mm à f/8, net du premier plan à l'arrière-plan",
    background: "fond blanc uni sans raccord, avec une ombre douce et naturelle",
    finish: "qualité commerciale pour le e-commerce, haute résolution",
    separator: ", ",
    end: ".",
  },
  "de-DE": {
    lead: (idea) => `Professionelles Produktfoto: ${idea}`,
    detail: "das Produkt gestochen scharf, Materialien, Oberflächen und Details gut erkennbar",
    lighting: "weiches, gleichmäßiges Studiolicht mit sanftem Hauptlicht und dezenten Glanzlichtern",
    composition: "mittige Komposition, das Produkt füllt etwa zwei Drittel des Bildes, leicht schräg von vorn gesehen",
    lens: "85-mm-Objektiv bei f/8, von vorn bis hinten scharf",
    background: "sauberer, nahtlos weißer Hintergrund mit weichem, natürlichem Schatten",
    finish: "kommerzielle Qualität für den Onlineshop, hohe Auflösung",
    separator: ", ",
    end: ".",
  },
  "ja-JP": {
    lead: (idea) => `プロの商品写真：${idea}`,
    detail: "商品にしっかりピントが合い、素材感や質感、細部まではっきり見える",
    lighting: "柔らかく均一なスタジオライティング、やさしいメインライトと控えめなハイライト",
    composition: "中央に配置し、商品が画面の約3分の2を占める、やや斜め前からのアングル",
    lens: "85mmレンズ、絞りf/8で手前から奥までシャープ",
    background: "継ぎ目のない清潔な白背景に、自然で柔らかな影",
    finish: "ECサイト向けの商用クオリティ、高解像度",
    separator: "、",
    end: "。",
  },
  "ko-KR": {
    lead: (idea) => `전문 제품 사진: ${idea}`,
    detail: "제품에 선명하게 초점이 맞고 소재와 질감, 세부가 잘 드러남",
    lighting: "부드럽고 고른 스튜디오 조명, 은은한 메인 조명과 섬세한 하이라이트",
    composition: "중앙 구도, 제품이 화면의 약 3분의 2를 차지하며 살짝 비스듬한 4분의 3 각도",
    lens: "85mm 렌즈, 조리개 f/8로 앞부터 뒤까지 선명하게",
    background: "이음매 없는 깨끗한 흰색 배경과 자연스럽고 부드러운 그림자",
    finish: "상업용 쇼핑몰 품질, 고해상도",
    separator: ", ",
    end: ".",
  },
  "ru-RU": {
    lead: (idea) => `Профессиональная предметная съёмка: ${idea}`,
    detail: "товар в резком фокусе, материалы, фактура и мелкие детали хорошо видны",
    lighting: "мягкий равномерный студийный свет с деликатным рисующим светом и лёгкими бликами",
    composition: "центральная композиция, товар занимает около двух третей кадра, вид слегка сбоку в три четверти",
    lens: "объектив 85 мм, диафрагма f/8, резкость от переднего до заднего плана",
    background: "чистый бесшовный белый фон с мягкой естественной тенью",
    finish: "коммерческое качество для интернет-магазина, высокое разрешение",
    separator: ", ",
    end: ".",
  },
  "ar-SA": {
    lead: (idea) => `صورة منتج احترافية: ${idea}`,
    detail: "المنتج في تركيز حاد مع وضوح خاماته وملمسه وتفاصيله الدقيقة",
    lighting: "إضاءة استوديو ناعمة ومتساوية مع ضوء رئيسي لطيف ولمعان خفيف",
    composition: "تكوين في المنتصف يشغل فيه المنتج نحو ثلثي الإطار، بزاوية ثلاثة أرباع خفيفة",
    lens: "عدسة 85 مم بفتحة f/8، حادة من الأمام إلى الخلف",
    background: "خلفية بيضاء نظيفة بلا فواصل مع ظل طبيعي ناعم",
    finish: "جودة تجارية للمتاجر الإلكترونية، بدقة عالية",
    separator: "، ",
    end: ".",
  },
  "pt-BR": {
    lead: (idea) => `Foto profissional de produto: ${idea}`,
    detail: "o produto em foco nítido, com materiais, texturas e detalhes bem visíveis",
    lighting: "iluminação de estúdio suave e uniforme, com luz principal delicada e reflexos sutis",
    composition: "composição centralizada, o produto ocupando cerca de dois terços do quadro, visto num leve ângulo de três quartos",
    lens: "lente de 85 mm em f/8, nítida da frente ao fundo",
    background: "fundo branco infinito e limpo, com sombra suave e natural",
    finish: "qualidade comercial para e-commerce, alta resolução",
    separator: ", ",
    end: ".",
  },
  "it-IT": {
    lead: (idea) => `Foto professionale di prodotto: ${idea}`,
    detail: "il prodotto perfettamente a fuoco, con materiali, texture e dettagli ben visibili",
    lighting: "luce da studio morbida e uniforme, con una luce principale delicata e riflessi discreti",
    composition: "composizione centrata, il prodotto occupa circa due terzi dell'inquadratura, visto di tre quarti",
    lens: "obiettivo da 85 mm a f/8, nitido dal primo piano allo sfondo",
    background: "sfondo bianco continuo e pulito, con un'ombra morbida e naturale",
    finish: "qualità commerciale per l'e-commerce, alta risoluzione",
    separator: ", ",
    end: ".",
  },
  "nl-NL": {
    lead: (idea) => `Professionele productfoto: ${idea}`,
    detail: "het product haarscherp, met materialen, texturen en details goed zichtbaar",
    lighting: "zacht, gelijkmatig studiolicht met een milde hoofdlamp en subtiele glanslichten",
    composition: "gecentreerde compositie, het product vult ongeveer twee derde van het beeld, licht schuin van voren gezien",
    lens: "85 mm-objectief op f/8, scherp van voor tot achter",
    background: "strakke, naadloze witte achtergrond met een zachte, natuurlijke schaduw",
    finish: "commerciële kwaliteit voor webwinkels, hoge resolutie",
    separator: ", ",
    end: ".",
  },
  "hi-IN": {
    lead: (idea) => `पेशेवर उत्पाद फ़ोटो: ${idea}`,
    detail: "उत्पाद पर एकदम साफ़ फ़ोकस, उसकी सामग्री, बनावट और बारीक विवरण स्पष्ट दिखें",
    lighting: "नरम और एकसमान स्टूडियो रोशनी, हल्की मुख्य रोशनी और सूक्ष्म चमक के साथ",
    composition: "बीच में रखा संयोजन, उत्पाद फ़्रेम का लगभग दो-तिहाई हिस्सा घेरे, हल्के तिरछे कोण से",
    lens: "85 मिमी लेंस, f/8 अपर्चर, आगे से पीछे तक तीक्ष्ण",
    background: "साफ़, बिना जोड़ वाली सफ़ेद पृष्ठभूमि और नरम प्राकृतिक छाया",
    finish: "ई-कॉमर्स के लिए व्यावसायिक गुणवत्ता, उच्च रिज़ॉल्यूशन",
    separator: ", ",
    end: "।",
  },
  "th-TH": {
    lead: (idea) => `ภาพถ่ายสินค้าระดับมืออาชีพ: ${idea}`,
    detail: "สินค้าคมชัดทุกจุด เห็นวัสดุ พื้นผิว และรายละเอียดได้ชัดเจน",
    lighting: "แสงสตูดิโอนุ่มนวลและสม่ำเสมอ มีไฟหลักอ่อน ๆ และไฮไลต์บางเบา",
    composition: "จัดวางกึ่งกลาง สินค้ากินพื้นที่ราวสองในสามของภาพ มุมเฉียงสามในสี่เล็กน้อย",
    lens: "เลนส์ 85 มม. รูรับแสง f/8 คมชัดตั้งแต่หน้าจรดหลัง",
    background: "ฉากหลังสีขาวสะอาดไร้รอยต่อ พร้อมเงาธรรมชาติที่นุ่มนวล",
    finish: "คุณภาพระดับร้านค้าออนไลน์ ความละเอียดสูง",
    separator: " ",
    end: "",
  },
  "vi-VN": {
    lead: (idea) => `Ảnh sản phẩm chuyên nghiệp: ${idea}`,
    detail: "sản phẩm được lấy nét sắc nét, thấy rõ chất liệu, bề mặt và từng chi tiết",
    lighting: "ánh sáng studio mềm và đều, đèn chính dịu nhẹ cùng điểm sáng tinh tế",
    composition: "bố cục chính giữa, sản phẩm chiếm khoảng hai phần ba khung hình, nhìn hơi chéo ba phần tư",
    lens: "ống kính 85 mm, khẩu độ f/8, nét từ trước ra sau",
    background: "phông nền trắng liền mạch, sạch sẽ với bóng đổ tự nhiên mềm mại",
    finish: "chất lượng thương mại cho bán hàng trực tuyến, độ phân giải cao",
    separator: ", ",
    end: ".",
  },
};
