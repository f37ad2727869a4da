/**
 * VGuy's one entry point: a hint request gets the page problem's hint ladder, a question about "my code"
 * (or a verdict asked about with code in the editor) gets the review's reading of that code, and
 * everything else the help answer. The tools reach the hint feature, the review and the help; this module
 * only decides which to use.
 */
import { codeReadingReply, hintLadderReply, NO_CODE_REPLY, verdictWithCodeReply } from './action-replies';
import { asksAboutOwnCode, asksForDefinition, asksForHint, namesVerdict } from './intent';
import type { VguyRequest, VguyTools } from './types';

export async function answerVguy(request: VguyRequest, tools: VguyTools): Promise<string> {
  const { message, problem, language } = request;
  const code = request.code?.trim() ? request.code : undefined;
  if (problem && asksForHint(message)) return hintLadderReply(await tools.hintLadder(), problem);

  const aboutOwnCode = asksAboutOwnCode(message);
  // A verdict asked about from the editor ("TLE on test 7") is most likely that code's verdict.
  const aboutOwnVerdict = namesVerdict(message) && !asksForDefinition(message);
  if (code && language) {
    if (aboutOwnCode && !namesVerdict(message))
      return codeReadingReply(await tools.review(code, language), language, problem);
    if (aboutOwnCode || aboutOwnVerdict) {
      const [help, reading] = await Promise.all([tools.help(message), tools.review(code, language)]);
      return verdictWithCodeReply(help, reading, language, problem);
    }
  } else if (aboutOwnCode && !namesVerdict(message)) {
    return NO_CODE_REPLY;
  }
  return tools.help(message);
}
