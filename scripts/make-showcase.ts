// Renders the landing page's showcase with the built-in engine itself, so the pictures a
// visitor sees are ones the product really makes: `npm run showcase`.
import { PhotonImage, resize, SamplingFilter } from "../worker/platform/image/photon";
import { writeFileSync } from "node:fs";
import { composePoster } from "../worker/demo-engine/compose";

export const SHOWCASE = [
  { file: "cosmetics", prompt: "粉色玫瑰香水瓶，奢华美妆海报，花瓣" },
  { file: "summer-drink", prompt: "夏日海边 橙色 果汁 饮品 海报" },
  { file: "tech", prompt: "科技 蓝色 耳机 数码产品 夜晚" },
  { file: "watch", prompt: "奢华 金色 腕表 黑色背景" },
  { file: "forest", prompt: "森林 绿色 香氛蜡烛 自然" },
  { file: "winter-gift", prompt: "冬季 白色 雪 红色礼盒" },
];

for (const { file, prompt } of SHOWCASE) {
  const poster = composePoster(prompt, []);
  const full = PhotonImage.new_from_byteslice(poster.bytes);
  const small = resize(full, 480, 480, SamplingFilter.Lanczos3);
  writeFileSync(`web/public/showcase/${file}.jpg`, small.get_bytes_jpeg(82));
  full.free();
  small.free();
  console.log(`web/public/showcase/${file}.jpg`);
}
