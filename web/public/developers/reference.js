// Starts Scalar's API reference on /developers/ (a file, not inline: the site's CSP allows only
// 'self' scripts). Nothing is fetched from outside: no web fonts, telemetry, AI agent or MCP.
/* global Scalar */
Scalar.createApiReference("#reference", {
  url: "/api/openapi.json",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  hideClientButton: true,
});
