/**
 * Greetings, "who are you" and thanks carry no search terms (they are all stop words), so without this
 * they would get the "I'm not sure" fallback, which reads as if VGuy did not understand a plain "hi".
 */
import { words } from './tokenize';

export type SmallTalk = 'greeting' | 'thanks';

const GREETING_WORDS = new Set(
  'hi hello hey hiya yo greetings good morning afternoon evening there vguy who is are you what can do help me'.split(
    ' ',
  ),
);
const THANKS_WORDS = new Set(
  'thanks thank you thx ty cheers great ok okay cool nice awesome perfect bye goodbye vguy'.split(' '),
);

export function smallTalk(message: string): SmallTalk | null {
  const said = words(message);
  if (said.length === 0) return null;
  if (said.every((word) => GREETING_WORDS.has(word))) return 'greeting';
  if (said.every((word) => THANKS_WORDS.has(word))) return 'thanks';
  return null;
}
