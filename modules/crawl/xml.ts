const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether XML 1.0 allows the UTF-16 code unit alone: not C0 controls but tab and line breaks, nor U+FFFE/F. */
function isXmlCodeUnit(code: number): boolean {
  return code === 9 || code === 10 || code === 13 || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}

/** The text without what XML cannot hold (controls, lone surrogates); linear, no copy when clean. */
function xmlCharacters(text: string): string {
  let kept = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) {
      i++;
      continue;
    }
    if (isXmlCodeUnit(code) && !isHighSurrogate(code) && !isLowSurrogate(code)) continue;
    kept += text.slice(from, i);
    from = i + 1;
  }
  return from === 0 ? text : kept + text.slice(from);
}

/** Text as XML character data or attribute value: reserved characters as references, impossible ones dropped. */
export function escapeXml(text: string): string {
  return xmlCharacters(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
