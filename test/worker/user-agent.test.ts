// Device names on the account page: browsers and in-app browsers that borrow Chrome's, Safari's
// or QQ Browser's token are named as themselves, and an agent we cannot read is "unknown", not a guess.
import { describe, expect, it } from "vitest";
import { describeDevice } from "../../worker/features/account/user-agent";

const AGENTS: [string, string | null, string | null][] = [
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
    "Edge",
    "Windows",
  ],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0",
    "Opera",
    "Windows",
  ],
  ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox", "Linux"],
  [
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    "Chrome",
    "Android",
  ],
  [
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
    "Chrome",
    "iOS",
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    "Safari",
    "macOS",
  ],
  [
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Chrome",
    "ChromeOS",
  ],
  ["curl/8.5.0", null, null],
  ["", null, null],
];

// Real agents of the apps and browsers used in China, from the test data of ua-parser-js
// (github.com/faisalman/ua-parser-js, test/data/ua/…: browser/browser-all.json unless named), where
// each was recorded from the app or browser it names. Most also say "Chrome", "Mobile Safari" or
// Tencent's "MQQBrowser": the app's own token wins.
const CHINA: [string, string | null, string | null][] = [
  // WeChat on Android (device/huawei.json): Chrome, MQQBrowser and Mobile Safari before MicroMessenger.
  [
    "Mozilla/5.0 (Linux; Android 8.0; GEM-703L Build/HUAWEIGEM-703L; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/57.0.2987.132 MQQBrowser/6.2 TBS/043906 Mobile Safari/537.36 MicroMessenger/6.6.3.1260(0x26060339) NetType/WIFI Language/zh_",
    "WeChat",
    "Android",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 8_4_1 like Mac OS X) AppleWebKit/600.1.4 (KHTML, like Gecko) Mobile/12H321 MicroMessenger/6.3.6 NetType/WIFI Language/zh_CN",
    "WeChat",
    "iOS",
  ],
  // WeChat for Windows' built-in browser, which also says QQBrowser.
  [
    "Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/39.0.2171.95 Safari/537.36 MicroMessenger/6.5.2.501 NetType/WIFI WindowsWechat QBCore/3.43.901.400 QQBrowser/9.0.2524.400",
    "WeChat",
    "Windows",
  ],
  // QQ's in-app browser (X5 on Android, so MQQBrowser too).
  [
    "Mozilla/5.0 (Linux; Android 6.0; PRO 6 Build/MRA58K) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/37.0.0.0 Mobile MQQBrowser/6.8 TBS/036824 Safari/537.36 V1_AND_SQ_6.5.8_422_YYB_D PA QQ/6.5.8.2910 NetType/WIFI WebP/0.3.0 Pixel/1080",
    "QQ",
    "Android",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 10_0_2 like Mac OS X) AppleWebKit/602.1.50 (KHTML, like Gecko) Mobile/14A456 QQ/6.5.3.410 V1_IPH_SQ_6.5.3_1_APP_A Pixel/1080 Core/UIWebView NetType/WIFI Mem/26",
    "QQ",
    "iOS",
  ],
  // QQ Browser itself; then a QQ Browser core inside WeGame, which must not read as WeChat.
  [
    "Mozilla/5.0 (Linux; U; Android 9; zh-cn; vivo X21 Build/PKQ1.180819.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/66.0.3359.126 MQQBrowser/9.9 Mobile Safari/537.36",
    "QQ Browser",
    "Android",
  ],
  [
    "Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.124 Safari/537.36 qblink wegame.exe WeGame/5.1.1.11100 QBCore/3.70.107.400 QQBrowser/9.0.2524.400",
    "QQ Browser",
    "Windows",
  ],
  [
    "Mozilla/5.0 (Linux; U; Android 6.0.1; en-US; Lenovo P2a42 Build/MMB29M) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 UCBrowser/11.2.0.915 U3/0.8.0 Mobile Safari/534.30",
    "UC Browser",
    "Android",
  ],
  [
    "Mozilla/5.0 (Linux; U; Android 12; zh-Hans-CN; JLH-AN00 Build/HONORJLH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 Quark/5.8.2.221 Mobile Safari/537.36",
    "Quark",
    "Android",
  ],
  // Huawei Browser on HarmonyOS (os/harmonyos.json), which also says Android.
  [
    "Mozilla/5.0 (Linux; Android 10; HarmonyOS; YAL-AL10; HMSCore 6.3.0.327; GMSCore 21.48.15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/92.0.4515.105 HuaweiBrowser/12.0.3.310 Mobile Safari/537.36",
    "Huawei Browser",
    "HarmonyOS",
  ],
  // Xiaomi's browser (device/xiaomi.json).
  [
    "Mozilla/5.0 (Linux; U; Android 11; zh-cn; MI CC 9 Build/RKQ1.200826.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.116 Mobile Safari/537.36 XiaoMi/MiuiBrowser/15.5.18",
    "Xiaomi Browser",
    "Android",
  ],
  // The Baidu app (baiduboxapp) on Android, on HarmonyOS (os/harmonyos.json) and on iOS; Baidu Browser.
  [
    "Mozilla/5.0 (Linux; Android 8.1.0; BKK-AL10 Build/HONORBKK-AL10; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/63.0.3239.83 Mobile Safari/537.36 T7/11.11 baiduboxapp/11.11.0.0 (Baidu; P1 8.1.0)",
    "Baidu",
    "Android",
  ],
  [
    "Mozilla/5.0 (Linux; Android 10; STK-AL00 Build/HUAWEISTK-AL00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/88.0.4324.93 Mobile Safari/537.36 BDOS/1.0 (HarmonyOS 2.2.0) SP-engine/2.72.0 baiduboxapp/13.34.5.10 (Baidu; P1 10) NABar/1.0",
    "Baidu",
    "HarmonyOS",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/16C101 main%2F1.0 baiduboxapp/11.12.0.18 (Baidu; P2 12.1.2)",
    "Baidu",
    "iOS",
  ],
  ["Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; SV1; baidubrowser 1.x)", "Baidu Browser", "Windows"],
  // Edge on a Huawei phone (os/harmonyos.json): still Edge.
  [
    "Mozilla/5.0 (Android 12; HarmonyOS 4.0.0.118; OXF-AN00 Build/HUAWEIOXF-AN00; HMSCore 6.13.0.302; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36 EdgA/125.0.0.0 Language/zh_TW ABI/arm64-v8a",
    "Edge",
    "HarmonyOS",
  ],
];

describe("describeDevice", () => {
  it.each(AGENTS)("%s", (ua, browser, os) => {
    expect(describeDevice(ua)).toEqual({ browser, os });
  });

  it.each(CHINA)("%s", (ua, browser, os) => {
    expect(describeDevice(ua)).toEqual({ browser, os });
  });

  it("has nothing to say without a user agent", () => {
    expect(describeDevice(null)).toEqual({ browser: null, os: null });
  });
});
