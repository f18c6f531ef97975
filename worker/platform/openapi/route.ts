// GET /api/openapi.json: the OpenAPI 3.1 document of this app's API, built once per isolate from
// the app's own routes; the reference page (web/public/developers/) reads it.
import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import { describeRoute } from "./annotate";
import { openApiDocument, servedFrom } from "./document";

export function openApiRoutes(app: { routes: RouterRoute[] }) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Hono().get(
    "/",
    describeRoute({
      operationId: "getOpenApiDocument",
      public: true,
      summary: "This document (OpenAPI 3.1)",
      answers: { 200: "The OpenAPI document of /api." },
    }),
    (c) => {
      // Read at the first request, when every route is in the table.
      document ??= openApiDocument(app.routes);
      return c.json(servedFrom(document, new URL(c.req.url).origin), 200);
    },
  );
}
