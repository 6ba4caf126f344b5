/**
 * Credentials promised in words assignment doesn't enforce. The registry's `credentials` entry
 * (content/promises.yaml) lists what assignment requires, per service and setting, and composes the
 * one sentence that promises it (lib/promises/credentials.ts). A text may quote that sentence word
 * for word; any other sentence that says we assign, send or match interpreters with a credential
 * ("we assign court-certified interpreters", "interpreters hold the credentials their settings call
 * for") is a promise the platform might not keep, and is refused here.
 */

/** Words that name an interpreting credential or vouch for one. */
const CREDENTIAL =
  /\b(?:court[- ](?:certified|qualified|registered|credentials?)|court (?:interpreter )?certification|certified (?:court |medical |conference )?interpreters?|medical(?:ly)? (?:interpreter )?(?:trained|training|certification|certified)|trained medical interpreters?|conference (?:interpreters?|interpreting|experience)|(?:matching|the right|required) credentials?|credentials? (?:their|its|the|your) (?:settings?|booking|assignment) calls? for|credentials? we look for)\b/i;

/** Words that make it ours to provide: who we assign, send, match or offer the work to, or what all of ours hold. */
const ASSIGNS =
  /\b(?:we (?:assign|use|match|send|offer|pick|choose|look for|provide|supply)|(?:go|goes|sent|offered|assigned) (?:only )?to|only to|(?:interpreters|they) (?:who )?hold|hold the credentials?|with matching|decides the credentials?|who come to you|every (?:verbalis |one of our )?[\w ]{0,20}interpreters? (?:has|is|holds)|our [\w ]{0,20}interpreters (?:are|have|hold))\b/i;

/** A line that starts something new: a blank line, a list item, a heading, a table row, a YAML key. */
const STARTS_UNIT = /^\s*(?:$|[-*+]\s|\d+\.\s|#|\||[\w-]+:(?:\s|$))/;

/** The text in units: a line with the lines that continue it (wrapped markdown, folded YAML), white space collapsed. */
function units(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  text.split('\n').forEach((line, index) => {
    const last = found.at(-1);
    if (last === undefined || STARTS_UNIT.test(line) || last.text === '') found.push({ line: index + 1, text: line.trim() });
    else last.text = `${last.text} ${line.trim()}`;
  });
  return found.map((unit) => ({ ...unit, text: unit.text.replace(/\s+/g, ' ') }));
}

/** One line per sentence of `text` that promises a credential in other words than `promise`'s. */
export function credentialPromiseProblems(file: string, text: string, promise: string): string[] {
  const problems: string[] = [];
  for (const unit of units(text)) {
    const rest = unit.text.split(promise).join(' ');
    for (const sentence of rest.split(/(?<=[.!?])\s+/)) {
      if (CREDENTIAL.test(sentence) && ASSIGNS.test(sentence)) {
        problems.push(
          `${file}:${unit.line}: "${sentence.trim().slice(0, 100)}": a credential is promised only in the words of content/promises.yaml (credentials), which assignment enforces: "${promise}"`,
        );
      }
    }
  }
  return problems;
}
