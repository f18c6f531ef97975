// A fake Resend API: POST /emails with a Bearer key and a JSON body, answered the way Resend does
// ({ id } on success, { statusCode, name, message } on failure). The key's scenario (recorded.ts)
// picks the answer: ok, bad-key (401), unverified-domain (403).
import { startFake, type FakeReply, type RunningFake } from "./http-fake";
import { scenarioOf, type RecordedRequest } from "./recorded";

export const RESEND_FAKE_PORT = 18403;

const resendError = (status: number, name: string, message: string): FakeReply => ({
  status,
  json: { statusCode: status, name, message },
});

function reply(r: RecordedRequest): FakeReply {
  if (r.method !== "POST" || r.path !== "/emails")
    return resendError(404, "not_found", "The requested endpoint does not exist.");
  if (!r.key) return resendError(401, "missing_api_key", "Missing API key in the authorization header.");
  const scenario = scenarioOf(r.key);
  if (scenario === "bad-key") return resendError(401, "validation_error", "API key is invalid");
  if (scenario === "unverified-domain")
    return resendError(403, "validation_error", "The example.com domain is not verified.");
  const body = r.json ?? {};
  const missing = ["from", "to", "subject"].filter((field) => !body[field]);
  if (missing.length) return resendError(422, "missing_required_field", `Missing \`${missing[0]}\` field.`);
  return { status: 200, json: { id: crypto.randomUUID() } };
}

export function startResendFake(port = RESEND_FAKE_PORT): Promise<RunningFake> {
  const bearer = (r: RecordedRequest) => /^Bearer (.+)$/i.exec(r.headers.authorization ?? "")?.[1] ?? null;
  return startFake(reply, bearer, port);
}
