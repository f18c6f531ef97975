// Starts Scalar's API reference on /developers/ (a file, not inline: the site's CSP allows only
// 'self' scripts). Nothing is fetched from outside: no web fonts, telemetry, AI agent or MCP.
/* global Scalar, document, MutationObserver */
Scalar.createApiReference("#reference", {
  url: "/api/openapi.json",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  hideClientButton: true,
});

// Scalar's copy buttons are an icon and nothing else: give each a name as it appears.
const nameCopyButtons = () => {
  for (const button of document.querySelectorAll('button[class*="copy-button"]:not([aria-label])'))
    if (!button.innerText.trim()) button.setAttribute("aria-label", "Copy");
};
new MutationObserver(nameCopyButtons).observe(document.body, { childList: true, subtree: true });
