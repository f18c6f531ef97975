// The words the demo engine understands, in the UI's 15 languages: product kinds, colours,
// and what marks a background. One data file so a translator (or the next word a user tries)
// is one line here. Matching rules (see ./read.ts): Latin and Cyrillic entries match whole
// words, plural "s"/"es" included, and an entry ending in "*" is a stem (any ending); entries
// in other scripts match anywhere. The longest match wins, so "运动鞋" beats "鞋" and
// "rouge à lèvres" is lipstick, not a red thing.

export const DEMO_SHAPES = [
  "shoe", "bag", "cup", "bottle", "jar", "box", "phone", "watch", "headphones", "perfume", "cosmetics", "sphere",
] as const;
export type DemoShape = (typeof DEMO_SHAPES)[number];

export const DEMO_COLOURS = [
  "red", "blue", "green", "gold", "pink", "purple", "black", "white", "orange", "yellow", "brown", "grey", "silver", "cyan", "beige",
] as const;
export type DemoColour = (typeof DEMO_COLOURS)[number];

export const SHAPE_WORDS: Record<DemoShape, readonly string[]> = {
  shoe: [
    "shoe", "sneaker", "trainer", "boot", "loafer", "sandal", "high heel",
    "运动鞋", "球鞋", "跑鞋", "鞋子", "鞋", "靴", "スニーカー", "シューズ", "신발", "운동화", "스니커즈", "구두", "부츠",
    "zapato", "zapatilla", "bota", "chaussure", "basket", "botte", "schuh", "schuhe", "turnschuh", "turnschuhe", "stiefel",
    "scarpa", "scarpe", "scarpett*", "sapato", "tênis", "tenis", "schoen", "schoenen", "laars",
    "кроссовк*", "ботин*", "туфл*", "обув*", "кеды", "حذاء رياضي", "حذاء", "أحذية", "جزمة", "जूता", "जूते", "รองเท้าผ้าใบ", "รองเท้า", "giày thể thao", "giày", "dép",
  ],
  bag: [
    "bag", "gift bag", "handbag", "purse", "backpack", "tote", "clutch",
    "包包", "手提包", "背包", "书包", "钱包", "挎包", "皮包", "女包", "包", "バッグ", "バックパック", "鞄", "かばん", "リュック", "가방", "백팩", "핸드백",
    "bolso", "bolsa", "mochila", "sac", "tasche", "handtasche", "rucksack", "borsa", "borsetta", "zaino", "tas", "rugzak",
    "сумк*", "рюкзак*", "حقيبة", "شنطة", "बैग", "थैला", "กระเป๋า", "túi", "balo", "ba lô", "cặp",
  ],
  cup: [
    "cup", "mug", "teacup", "tumbler",
    "杯", "酒杯", "红酒杯", "カップ", "マグ", "コップ", "湯呑", "컵", "머그", "taza", "vaso", "tasse", "mug", "gobelet", "becher",
    "tazza", "caneca", "xícara", "copo", "mok", "kopje", "beker", "чашк*", "кружк*", "стакан*",
    "كوب", "فنجان", "कप", "प्याला", "แก้ว", "ถ้วย", "cốc", "ly", "tách",
  ],
  bottle: [
    "bottle", "flask", "wine", "beer", "drink", "beverage", "juice",
    "瓶", "饮料", "饮品", "果汁", "酒", "红酒", "白酒", "葡萄酒", "ボトル", "びん", "병", "보틀", "물병", "botella", "bouteille", "flasche", "bottiglia", "garrafa", "fles",
    "бутылк*", "زجاجة", "قارورة", "बोतल", "ขวด", "chai", "bình",
  ],
  jar: [
    "jar", "cream", "candle", "tin", "pot",
    "罐", "面霜", "霜", "蜡烛", "ジャー", "クリーム", "キャンドル", "크림", "캔들", "항아리",
    "tarro", "frasco", "crema", "vela", "bocal", "crème", "bougie", "tiegel", "creme", "kerze",
    "barattolo", "vasetto", "candela", "pote", "creme", "potje", "kaars", "банк*", "крем*", "свеч*",
    "برطمان", "كريم", "شمعة", "जार", "क्रीम", "मोमबत्ती", "กระปุก", "ครีม", "เทียน", "hũ", "lọ", "kem", "nến",
  ],
  box: [
    "box", "package", "packaging", "gift", "carton", "parcel",
    "盒", "包装", "礼品", "礼物", "箱", "ボックス", "パッケージ", "ギフト", "상자", "박스", "선물", "패키지",
    "caja", "paquete", "regalo", "boîte", "coffret", "paquet", "cadeau", "schachtel", "karton", "geschenk", "verpackung",
    "scatola", "confezione", "pacco", "caixa", "embalagem", "presente", "doos", "verpakking", "pakket",
    "коробк*", "упаковк*", "подар*", "صندوق", "علبة", "هدية", "डिब्बा", "बॉक्स", "उपहार", "กล่อง", "ของขวัญ", "hộp", "quà",
  ],
  phone: [
    "phone", "smartphone", "iphone", "cellphone", "mobile phone",
    "手机", "电话", "スマホ", "スマートフォン", "携帯", "電話", "휴대폰", "스마트폰", "핸드폰", "폰",
    "teléfono", "móvil", "celular", "téléphone", "telefon", "telefono", "cellulare", "telefone",
    "telefoon", "mobiel", "телефон*", "смартфон*", "هاتف", "جوال", "موبايل", "फ़ोन", "फोन", "मोबाइल", "โทรศัพท์", "มือถือ", "điện thoại",
  ],
  watch: [
    "watch", "wristwatch", "smartwatch", "clock",
    "手表", "腕表", "钟表", "时钟", "腕時計", "時計", "ウォッチ", "시계", "워치", "reloj", "montre", "horloge",
    "uhr", "uhren", "armbanduhr", "orologio", "relógio", "klok", "часы", "ساعة", "घड़ी", "นาฬิกา", "đồng hồ",
  ],
  headphones: [
    "headphone", "headset", "earphone", "earbud",
    "耳机", "ヘッドホン", "ヘッドフォン", "イヤホン", "헤드폰", "이어폰", "auriculares", "cascos", "casque", "écouteurs",
    "kopfhörer", "cuffie", "auricolari", "fone de ouvido", "fones de ouvido", "koptelefoon", "hoofdtelefoon",
    "наушник*", "سماعة", "سماعات", "हेडफ़ोन", "हेडफोन", "ईयरफ़ोन", "หูฟัง", "tai nghe",
  ],
  perfume: [
    "perfume", "fragrance", "cologne", "eau de parfum",
    "香水", "パフューム", "フレグランス", "향수", "fragancia", "parfum", "parfüm", "profumo", "geurtje",
    "духи", "парфюм*", "عطر", "इत्र", "परफ्यूम", "น้ำหอม", "nước hoa",
  ],
  cosmetics: [
    "lipstick", "compact", "cosmetic", "makeup", "make-up", "blush", "foundation", "lip gloss", "powder",
    "口红", "唇膏", "化妆品", "彩妆", "粉饼", "粉底", "腮红", "口紅", "リップ", "コスメ", "化粧品", "ファンデーション",
    "립스틱", "화장품", "팩트", "pintalabios", "labial", "cosmético", "cosméticos", "maquillaje", "polvera",
    "rouge à lèvres", "cosmétique", "maquillage", "poudrier", "lippenstift", "kosmetik", "puderdose",
    "rossetto", "cosmetici", "cipria", "batom", "maquiagem", "cosmetica", "помад*", "косметик*", "пудр*",
    "أحمر شفاه", "أحمر الشفاه", "مكياج", "تجميل", "लिपस्टिक", "मेकअप", "ลิปสติก", "เครื่องสำอาง", "son môi", "mỹ phẩm", "phấn",
  ],
  sphere: [
    "sphere", "ball", "orb", "globe", "bauble", "basketball", "football",
    "球", "ボール", "구체", "esfera", "bola", "pelota", "sphère", "boule", "balle", "ballon", "kugel", "ball",
    "sfera", "palla", "bal", "шар*", "мяч*", "كرة", "गेंद", "गोला", "ลูกบอล", "ทรงกลม", "quả cầu", "quả bóng",
  ],
};

export const COLOUR_WORDS: Record<DemoColour, readonly string[]> = {
  red: [
    "red", "crimson", "scarlet", "红", "赤", "レッド", "빨간", "빨강", "빨간색", "레드",
    "rojo", "roja", "rojos", "rojas", "rouge", "rot", "rote", "roten", "roter", "rotes", "rotem", "rosso", "rossa", "rossi", "rosse",
    "vermelho", "vermelha", "rood", "rode", "красн*", "أحمر", "حمراء", "लाल", "แดง", "đỏ",
  ],
  blue: [
    "blue", "navy", "azure", "蓝", "青い", "ブルー", "파란", "파랑", "파란색", "블루",
    "azul", "azules", "bleu", "bleue", "bleus", "bleues", "blau*", "blu",
    "blauw", "blauwe", "син*", "голуб*", "أزرق", "زرقاء", "नीला", "नीली", "नीले", "น้ำเงิน", "ฟ้า", "xanh dương", "xanh lam",
  ],
  green: [
    "green", "emerald", "mint", "绿", "緑", "グリーン", "초록", "초록색", "녹색", "그린",
    "verde", "verdes", "vert", "verte", "grün*", "groen", "groene", "зелён*", "зелен*",
    "أخضر", "خضراء", "हरा", "हरी", "हरे", "เขียว", "xanh lá",
  ],
  gold: [
    "gold", "golden", "金色", "黄金", "金", "ゴールド", "금색", "골드", "dorado", "dorada", "doré", "dorée", "goldene*",
    "oro", "dorato", "dorata", "dourado", "dourada", "gouden", "золот*", "ذهبي", "ذهبية", "सुनहरा", "सुनहरी", "सुनहरे", "ทอง", "vàng kim",
  ],
  pink: [
    "pink", "rose", "rose gold", "粉", "ピンク", "분홍", "분홍색", "핑크", "rosa", "rosado", "rosada", "roze", "розов*",
    "وردي", "وردية", "गुलाबी", "ชมพู", "hồng",
  ],
  purple: [
    "purple", "violet", "lavender", "紫", "パープル", "보라", "보라색", "퍼플", "morado", "morada", "púrpura", "violeta",
    "violette", "lila", "viola", "roxo", "roxa", "paars", "paarse", "фиолетов*", "сиренев*", "بنفسجي", "بنفسجية", "बैंगनी", "ม่วง", "tím",
  ],
  black: [
    "black", "noir", "黑", "黒", "ブラック", "검은", "검정", "검은색", "블랙", "negro", "negra", "negros", "negras",
    "noire", "noirs", "noires", "schwarz*", "nero", "nera", "preto", "preta",
    "zwart", "zwarte", "чёрн*", "черн*", "أسود", "سوداء", "काला", "काली", "काले", "ดำ", "đen",
  ],
  white: [
    "white", "ivory", "白", "ホワイト", "하얀", "흰", "흰색", "하얀색", "화이트", "blanco", "blanca", "blancos", "blancas",
    "blanc", "blanche", "blancs", "blanches", "weiß*", "weiss*", "bianco", "bianca",
    "branco", "branca", "wit", "witte", "бел*", "أبيض", "بيضاء", "सफ़ेद", "सफेद", "ขาว", "trắng",
  ],
  orange: [
    "orange", "tangerine", "橙", "橘", "オレンジ", "주황", "주황색", "오렌지", "naranja", "arancione", "laranja", "oranje",
    "оранжев*", "برتقالي", "برتقالية", "नारंगी", "ส้ม", "cam",
  ],
  yellow: [
    "yellow", "lemon", "黄", "黄色", "イエロー", "노란", "노랑", "노란색", "옐로", "amarillo", "amarilla", "jaune", "jaunes",
    "gelb*", "giallo", "gialla", "amarelo", "amarela", "geel", "gele", "жёлт*", "желт*",
    "أصفر", "صفراء", "पीला", "पीली", "पीले", "เหลือง", "vàng",
  ],
  brown: [
    "brown", "chocolate", "棕", "褐", "咖啡色", "茶色", "ブラウン", "갈색", "브라운", "marrón", "marron", "braun*", "marrone", "castanho", "marrom", "bruin", "bruine", "коричнев*", "بني", "بنية", "भूरा", "भूरी", "भूरे", "น้ำตาล", "nâu",
  ],
  grey: [
    "grey", "gray", "灰", "グレー", "회색", "그레이", "gris", "grise", "grau", "graue", "grauen", "grauem", "grauer", "graues", "grigio", "grigia", "cinza",
    "grijs", "grijze", "серый", "серая", "серое", "серые", "серого", "серой", "серую", "сером", "серым", "رمادي", "رمادية", "स्लेटी", "धूसर", "เทา", "xám",
  ],
  silver: [
    "silver", "chrome", "银", "銀", "シルバー", "은색", "실버", "plateado", "plateada", "argenté", "argentée", "silbern*", "argento", "argentato", "prateado", "prateada", "zilver", "zilveren", "серебр*", "فضي", "فضية", "चांदी", "चाँदी", "เงิน", "bạc",
  ],
  cyan: [
    "cyan", "teal", "turquoise", "青", "水色", "シアン", "청록", "하늘색", "cian", "turquesa", "türkis", "turchese", "ciano",
    "turkoois", "бирюзов*", "تركواز", "فيروزي", "फ़िरोज़ी", "ฟ้าคราม", "xanh ngọc",
  ],
  beige: [
    "beige", "khaki", "米色", "米白", "卡其", "ベージュ", "베이지", "bege", "бежев*", "بيج", "बेज", "เบจ", "màu be",
  ],
};

/** Words that say "the backdrop": a colour next to one colours the background, not the product. */
export const BACKGROUND_WORDS: readonly string[] = [
  "background", "backdrop", "bg", "背景", "底色", "衬底", "背景色", "バック", "배경", "바탕",
  "fondo", "fond", "arrière-plan", "hintergrund", "sfondo", "fundo", "achtergrond", "фон*",
  "خلفية", "الخلفية", "पृष्ठभूमि", "बैकग्राउंड", "พื้นหลัง", "ฉากหลัง", "nền", "phông",
];

/**
 * Chinese "白底红鞋" (a red shoe on white): 底 after a colour means the background. Alone it
 * is too common (鞋底 sole, 底部 bottom) to count.
 */
export const BACKGROUND_AFTER_COLOUR = /^色?底(?!部|座|下|层)/;

/** Words that contain a colour or product word but mean neither; they are skipped. */
export const IGNORED_WORDS: readonly string[] = [
  "金属", "粉末", "面包", "包括", "包含", "包邮",
];

/**
 * Prepositions of place: a colour is never the attribute of a noun across one ("red on a white
 * background"), and a colour just after one with no noun of its own is what the product stands on.
 */
export const ON_WORDS: readonly string[] = [
  "on", "against", "over", "sur", "sobre", "auf", "su", "op", "на", "على", "पर", "บน", "trên", "上", "に",
];

/** Words that join colours into one group ("red and gold box" is a red-and-gold box). */
export const AND_WORDS: readonly string[] = ["and", "&", "和", "与", "及", "y", "et", "und", "e", "en", "и", "و", "और", "และ", "và", "と", "과", "와"];

/** Filler that does not separate a colour from its noun: "red-coloured", "红色的", "couleur". */
export const FILLER_WORDS: readonly string[] = [
  "a", "an", "the", "colour", "color", "coloured", "colored", "色", "的", "颜色", "色的", "纯", "为", "是", "の", "色の", "い",
  "색", "색의", "de", "couleur", "color", "farbe", "farbenen", "colore", "cor", "kleur", "kleurig", "цвета", "اللون", "रंग", "का", "की", "के", "สี", "màu",
];
