const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const DELETE = 127;

function isControl(code: number): boolean {
  return (code < 32 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) || code === DELETE;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * What text holds that no shopper types, if anything: a control character other than tab, line
 * feed and carriage return (which a paste or a text area carries and the modules fold into
 * spaces), or half of a surrogate pair (only a JSON escape such as \ud800 makes one; encoding it
 * for a URL throws). PostgreSQL refuses NUL in text. Plain code, linear.
 */
export function unacceptableCharacterIn(
  text: string,
): "control characters" | "unpaired surrogates" | undefined {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code)) return "control characters";
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) i++;
    else if (isHighSurrogate(code) || isLowSurrogate(code)) return "unpaired surrogates";
  }
  return undefined;
}

/** Whether text holds a control character or half a surrogate pair (see unacceptableCharacterIn). */
export function hasUnacceptableCharacter(text: string): boolean {
  return unacceptableCharacterIn(text) !== undefined;
}
