// Whether a request came to this machine's own loopback (`npm start`, the tests, the e2e run):
// the dev outbox answers only there, and only there may mail links take their origin from the
// request (../features/accounts/mail-link-origin.ts).

/** 127.0.0.0/8 as the URL parser writes an IPv4 literal (it turns 127.1 or 0x7f.1 into 127.0.0.1). */
const LOOPBACK_IPV4 = /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * A loopback address literal, or a name that can only resolve to one. A name merely starting with
 * "127." (127.0.0.1.evil.com) is an ordinary DNS name anyone can point at 127.0.0.1, so a page
 * from it (DNS rebinding) could read the local outbox; those are refused. `localhost` and names
 * under it are kept: RFC 6761 §6.3 reserves the .localhost TLD for loopback (resolvers SHOULD
 * answer only with the loopback address; Chrome and Firefox resolve *.localhost to it themselves
 * without asking DNS), no public DNS name ends in it, and Cloudflare's edge routes a request to a
 * deployed Worker only for the zone's own host names, so such a Host never reaches a deploy.
 */
export function isLoopbackHost(hostname: string) {
  return (
    hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]" || LOOPBACK_IPV4.test(hostname)
  );
}
