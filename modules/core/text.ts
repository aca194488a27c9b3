const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const DELETE = 127;

/**
 * Whether text holds a control character other than tab, line feed and carriage return (which a
 * pasted value or a text area may carry and the modules fold into spaces). PostgreSQL refuses NUL
 * in text, and no shopper types the others: both come from tampering. Plain code, linear.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) || code === DELETE)
      return true;
  }
  return false;
}
