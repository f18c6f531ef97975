// Story templates in Vietnamese (vi-VN). Vietnamese does not inflect, so the idea is the
// hero itself (e.g. một chú cáo nhỏ muốn bay), inserted without quotes.
import { thenDropping } from "../idea";
import type { StoryPack } from "./types";

export const viVN: StoryPack = {
  defaultIdea: "một chú cáo nhỏ tò mò",
  idea: {
    wants: [
      /^(?<hero>.+?)\s+(?:luôn\s+|rất\s+)?(?:mơ ước được|ước mơ được|mơ được|ước được|mong được|mơ ước|ước mơ|mong muốn|khao khát|muốn)\s+(?<goal>.+)$/iu,
    ],
    hero: thenDropping(/^(?:một|những)\s+/iu),
  },
  goal: {
    title: "{idea} và ước mơ lớn",
    wish: "{idea} có một ước mơ lớn hơn tất cả: được {goal}.",
    reached: "Và rồi một ngày, ước mơ lớn đã thành sự thật: {idea} đã {goal}!",
  },
  titles: {
    fairy_tale: ["Câu chuyện cổ tích diệu kỳ về {idea}", "Ngày xửa ngày xưa: {idea}", "{idea} và vương quốc say ngủ"],
    sci_fi: ["Chuyến du hành giữa các vì sao của {idea}", "{idea} giữa muôn vì sao", "Nhiệm vụ không gian: {idea}"],
    adventure: ["Cuộc phiêu lưu vĩ đại của {idea}", "{idea} và kho báu bí ẩn", "Tấm bản đồ, ngọn núi và {idea}"],
    educational: ["Cùng học với {idea}", "{idea} khám phá thế giới", "Câu hỏi lớn của {idea}"],
  },
  beats: {
    fairy_tale: [
      "Ngày xửa ngày xưa, ở một vương quốc sau những ngọn đồi mờ sương, có {idea} sinh sống. Mỗi sáng, chuông lâu đài lại ngân lên một bài ca vui tươi.",
      "Nhưng một ngày kia, một lời nguyền ngủ say màu xám phủ kín cả vương quốc. Chuông im bặt, hoa khép cánh, và chỉ còn {idea} có thể giúp đỡ mọi người.",
      "Thế là {idea} lên đường, men theo con đường rừng quanh co, đi qua những hàng cây thì thầm và những cây nấm cười khúc khích, để tìm lại phép màu đã mất.",
      "Bên cây cầu đá cũ, một gã khổng lồ khó tính khoanh tay: “Không ai được qua cầu của ta!” Và {idea} phải suy nghĩ thật, thật kỹ.",
      "Ngay lúc ấy, một nàng tiên bé xíu có đôi cánh bạc bay xuống bên {idea} và thì thầm: “Phép màu mạnh nhất chính là một trái tim tốt bụng và dũng cảm.”",
      "Thế rồi {idea} đã làm điều dũng cảm nhất: thay vì đánh nhau, lại lắng nghe, sẻ chia và mỉm cười. Rắc! Lời nguyền bắt đầu vỡ ra như lớp băng mỏng.",
      "Chuông lại ngân vang, hoa nở rộ, cả vương quốc thức dậy reo hò chào đón {idea}. Lòng tốt đã cứu tất cả mọi người!",
      "Đêm hôm ấy, dưới bầu trời đầy sao lấp lánh, {idea} mỉm cười chìm vào giấc ngủ. Và mọi người sống hạnh phúc mãi mãi về sau. Hết.",
    ],
    sci_fi: [
      "Vào năm 3025, trên con tàu vũ trụ sáng bóng mang tên Sao Chổi, có {idea} cùng du hành. Mỗi ngày đều bắt đầu bằng tiếng “bíp, bíp” và ô cửa sổ đầy sao.",
      "Bỗng nhiên, đèn đỏ nhấp nháy liên hồi! Bản đồ sao của con tàu tắt ngấm, và {idea} phải tìm đường về nhà băng qua cả dải ngân hà.",
      "Động cơ rền vang, {idea} vút qua những hành tinh có vành đai, những tinh vân bảy sắc cầu vồng và những mặt trăng sáng như đèn ngủ.",
      "Rồi một cơn bão thiên thạch xoáy tròn lao thẳng về phía con tàu! Đá bay tứ tung, {idea} bám thật chặt và lái sang trái, sang phải, rồi lại sang trái.",
      "Trên một mặt trăng nhỏ màu xanh, {idea} gặp một chú rô-bốt thân thiện có đôi mắt nhấp nháy. “Tớ rành các vì sao lắm. Để tớ giúp cậu nhé!” chú kêu bíp bíp.",
      "Cùng nhau, họ ghép lại bản đồ sao từng mảnh một. Sau tiếng “tách” cuối cùng, một con đường ánh sáng hiện ra, và {idea} reo lên: “Tiến lên hết tốc lực!”",
      "Tàu Sao Chổi băng qua bóng tối an toàn, và mọi hành tinh đều vẫy chào khi {idea} lướt qua trên con đường phát sáng.",
      "Cuối cùng cũng về đến nhà, {idea} ngước nhìn bầu trời và mỉm cười: ở đâu đó ngoài kia, chuyến phiêu lưu tiếp theo đang chờ đợi.",
    ],
    adventure: [
      "Ở rìa một thị trấn nhỏ yên bình bên bờ biển, có {idea} sinh sống. Đêm nào cũng mơ về những ngọn núi xa xôi và những hòn đảo bí mật.",
      "Một buổi sáng, sóng biển đưa vào bờ một chiếc chai có tấm bản đồ kho báu cũ. Nhưng bản đồ đã bị rách, và chỉ có {idea} đủ can đảm lần theo nó.",
      "Thế là {idea} xếp đèn lồng và bánh mì vào ba lô, rồi băng qua những ngọn đồi xanh để đến dãy núi xanh thẳm cao vút.",
      "Một dòng sông dữ dội gầm vang chắn ngang lối đi, sâu đến mức không thể lội qua. {idea} nhìn trái, nhìn phải, rồi nhảy qua những hòn đá để sang bờ bên kia.",
      "Trên đỉnh núi, một chú đại bàng già thông thái lượn vòng xuống và gọi {idea}: “Kho báu không còn xa nữa đâu! Hãy đi theo mặt trời lặn!”",
      "Lúc hoàng hôn, tấm bản đồ rách bỗng trở nên rõ ràng: mảnh còn thiếu chính là hình dáng của ngọn núi này! Tim đập rộn ràng, {idea} chạy xuống con đường cuối cùng.",
      "Trong một hang động bên bờ biển, {idea} tìm thấy rương báu. Bên trong không có đồng vàng nào, mà là những câu chuyện, bản đồ và vỏ sò của mọi nhà thám hiểm ngày trước.",
      "Về đến nhà, {idea} vẽ thêm một con đường mới lên tấm bản đồ cũ cho nhà thám hiểm tiếp theo. Kho báu quý giá nhất chính là cuộc phiêu lưu.",
    ],
    educational: [
      "Hãy làm quen với {idea} nào! Hôm nay là một ngày đặc biệt, vì có thật nhiều điều để học hỏi và khám phá.",
      "“Vì sao bầu trời màu xanh? Mưa từ đâu mà có?” Trong đầu {idea} đầy ắp câu hỏi, nhưng chẳng biết bắt đầu từ đâu.",
      "Thế là {idea} bắt đầu khám phá. Đầu tiên là khu vườn: ở đó, hạt giống uống nước và nắng, rồi từ từ lớn thành những cây xanh cao lớn.",
      "Tiếp theo là một câu đố khó: vì sao con tàu to lớn lại nổi, còn viên sỏi bé xíu lại chìm? {idea} thử nghiệm với lá cây, hòn đá và đồ chơi trong một bát nước.",
      "Cô giáo mỉm cười và mở một cuốn sách tranh thật to. “Mọi câu trả lời đều bắt đầu từ một câu hỏi hay,” cô nói với {idea}.",
      "Bỗng nhiên, mọi thứ sáng tỏ! Ánh nắng có rất nhiều màu, và bầu trời tán xạ màu xanh nhiều nhất. {idea} vỗ tay vui sướng: “Hiểu rồi!”",
      "{idea} chia sẻ từng khám phá mới với các bạn, vẽ mặt trời, giọt mưa và cầu vồng để mọi người cùng nhau học hỏi.",
      "Buổi tối hôm ấy, {idea} ngắm ngôi sao đầu tiên và mỉm cười. Việc học không bao giờ kết thúc — ngày mai lại có những câu hỏi mới đang chờ!",
    ],
  },
};
