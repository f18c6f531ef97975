// The implicit label of GB 45438-2025 (人工智能生成合成内容标识方法) for pictures: the seven `AIGC`
// fields as JSON inside an XMP packet, under the TC260 namespace the committee's practice guide
// uses (`<TC260:AIGC>{…}</TC260:AIGC>`). Sources and field meanings: docs/decisions/0024.
// This module only writes and reads the packet; ./embed-metadata.ts puts it into a file.

/** The XMP namespace of TC260's practice guide (TC260-PG-20258A) for the `AIGC` property. */
export const TC260_NAMESPACE = "http://www.tc260.org.cn/ns/AIGC/1.0/";

/** The standard's fields, in its order. Label "1": the content is AI-generated. */
export type AigcFields = {
  Label: "1";
  ContentProducer: string;
  ProduceID: string;
  ReservedCode1: string;
  ContentPropagator: string;
  PropagateID: string;
  ReservedCode2: string;
};

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const escapeXml = (s: string) => s.replace(/[&<>]/g, (c) => XML_ESCAPES[c]);
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** A complete XMP packet (xpacket wrapper, read-only) carrying the fields. */
export function aigcXmpPacket(fields: AigcFields): string {
  const json = JSON.stringify({
    Label: fields.Label,
    ContentProducer: fields.ContentProducer,
    ProduceID: fields.ProduceID,
    ReservedCode1: fields.ReservedCode1,
    ContentPropagator: fields.ContentPropagator,
    PropagateID: fields.PropagateID,
    ReservedCode2: fields.ReservedCode2,
  });
  return (
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>' +
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">' +
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    `<rdf:Description rdf:about="" xmlns:TC260="${TC260_NAMESPACE}">` +
    `<TC260:AIGC>${escapeXml(json)}</TC260:AIGC>` +
    "</rdf:Description></rdf:RDF></x:xmpmeta>" +
    '<?xpacket end="r"?>'
  );
}

/** The fields of the `TC260:AIGC` property in an XMP packet, or null when it has none. */
export function readAigcFromXmp(xmp: string): Record<string, string> | null {
  const match = /<TC260:AIGC>([\s\S]*?)<\/TC260:AIGC>/.exec(xmp);
  if (!match) return null;
  try {
    const value: unknown = JSON.parse(unescapeXml(match[1]));
    return value && typeof value === "object" ? (value as Record<string, string>) : null;
  } catch {
    return null;
  }
}
