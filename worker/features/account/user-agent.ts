// A session's device in words a person recognises ("Chrome on macOS"), read from the User-Agent
// better-auth stored at sign-in. Only names, never versions: enough to tell one's own devices
// apart. Names are brands, shown as they are in every language (the account page puts them in
// its `account_device` sentence).
// Order matters: the apps and browsers of China's phones are built on Chrome's or Tencent's X5
// engine and also say "Chrome", "Mobile Safari" and often "MQQBrowser", so their own token is read
// first — WeChat and QQ before QQ Browser (their in-app browser is X5), Quark before UC (Quark
// comes from UC's maker); Edge and Opera also say "Chrome", Chrome also says "Safari".
export type DeviceInfo = { browser: string | null; os: string | null };

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\//, "WeChat"],
  [/ QQ\/\d/, "QQ"],
  [/baiduboxapp\//, "Baidu"],
  [/baidubrowser/i, "Baidu Browser"],
  [/Quark\//, "Quark"],
  [/UCBrowser|UCWEB/, "UC Browser"],
  [/QQBrowser\//, "QQ Browser"],
  [/HuaweiBrowser\//, "Huawei Browser"],
  [/MiuiBrowser\//, "Xiaomi Browser"],
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

// HarmonyOS (Huawei's phones) also says "Android" while it runs Android apps: read it first.
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/HarmonyOS|OpenHarmony/, "HarmonyOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const first = (ua: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

export function describeDevice(userAgent: string | null | undefined): DeviceInfo {
  const ua = userAgent ?? "";
  return { browser: first(ua, BROWSERS), os: first(ua, SYSTEMS) };
}
