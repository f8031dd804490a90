import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';

/**
 * The strength rule of a staff password (docs/decisions/auth-and-sessions.md, Passwords and login
 * failures): besides its length, it must not be one of the passwords leaked from other sites that
 * attackers try first (zxcvbn-ts's common-password list, shipped with the package, so nothing is
 * sent anywhere), and zxcvbn must rate it at least "safely unguessable" (score 3, about 10^8
 * guesses). One built on the member's name, e-mail or the store's name must reach "very
 * unguessable" (score 4, 10^10): zxcvbn gives any three pieces 10^8 guesses, and "anitajoshi2025"
 * is no strong password.
 */
export const STRONG_ENOUGH_SCORE = 3;
const STRONG_ENOUGH_IF_PERSONAL = 4;

export const PASSWORD_BREACHED =
  'This password is on the lists of passwords leaked from other websites, which attackers try first. Choose another one.';

/** What zxcvbn saw in a weak password, in the back office's words. */
const WARNINGS: Record<string, string> = {
  straightRow: 'a straight row of keys on the keyboard is among the first things tried',
  keyPattern: 'short keyboard patterns are among the first things tried',
  simpleRepeat: 'repeated characters like “aaa” are easy to guess',
  extendedRepeat: 'repeated patterns like “abcabcabc” are easy to guess',
  sequences: 'sequences like “abc” or “1234” are easy to guess',
  recentYears: 'recent years are easy to guess',
  dates: 'dates are easy to guess',
  topTen: 'it is one of the most used passwords there are',
  topHundred: 'it is one of the most used passwords there are',
  common: 'it is a commonly used password',
  similarToCommon: 'it is too close to a commonly used password',
  wordByItself: 'a single word is easy to guess',
  namesByThemselves: 'a name on its own is easy to guess',
  commonNames: 'common names are easy to guess',
  userInputs: 'it is built on your name, your e-mail or the store’s name',
  pwned: 'it was exposed in a data breach',
};

const SUGGESTIONS: Record<string, string> = {
  l33t: 'Swapping letters for look-alikes (@ for a) does not fool anyone.',
  reverseWords: 'Spelling a word backwards does not fool anyone.',
  allUppercase: 'Capitals throughout do not help.',
  capitalization: 'A capital first letter does not help.',
  dates: 'Leave out dates and years.',
  recentYears: 'Leave out recent years.',
  associatedYears: 'Leave out years that mean something to you.',
  sequences: 'Leave out sequences.',
  repeated: 'Leave out repeated words and characters.',
  longerKeyboardPattern: 'Leave out keyboard patterns.',
  anotherWord: 'Add another word or two that are less common.',
  useWords: 'Use several words that do not make a common phrase.',
  noNeed: 'Several unrelated words make a strong password; symbols are not needed.',
  pwned: 'Choose one you have not used anywhere else.',
};

let factory: Promise<ZxcvbnFactory> | null = null;

/**
 * The estimator with its dictionaries (about 5 MB of JavaScript), loaded the first time a staff
 * password is chosen rather than at start: few processes ever need it.
 */
function estimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: {
          ...en.translations,
          warnings: { ...en.translations.warnings, ...WARNINGS },
          suggestions: { ...en.translations.suggestions, ...SUGGESTIONS },
        },
      }),
  );
  factory.catch(() => {
    factory = null;
  });
  return factory;
}

/** Whom the password belongs to: what a guesser who knows them tries first. */
export interface PasswordOwner {
  email: string;
  name?: string | undefined;
}

function guessableInputs(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  return [
    'kesariya',
    email,
    local,
    ...local.split(/[^a-z0-9]+/),
    ...(owner.name ?? '').toLowerCase().split(/\s+/),
  ].filter((input) => input.length >= 3);
}

/** The whole password is one entry of the leaked-password list, as it is or in other capitals. */
function isLeaked(result: ZxcvbnResult): boolean {
  const [only, ...more] = result.sequence;
  return (
    more.length === 0 &&
    only?.pattern === 'dictionary' &&
    only.dictionaryName === 'passwords-common' &&
    !only.l33t &&
    !only.reversed &&
    only.token.length === result.password.length
  );
}

/**
 * Why a staff password will not do, or null when it will. The length rule is the request
 * schema's; this is the rest.
 */
export async function staffPasswordProblem(
  password: string,
  owner: PasswordOwner,
): Promise<string | null> {
  const result = (await estimator()).check(password, guessableInputs(owner));
  if (isLeaked(result)) return PASSWORD_BREACHED;
  const personal = result.sequence.some(
    (match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs',
  );
  if (result.score >= (personal ? STRONG_ENOUGH_IF_PERSONAL : STRONG_ENOUGH_SCORE)) return null;
  const { suggestions } = result.feedback;
  const warning = personal ? WARNINGS.userInputs : result.feedback.warning;
  const why = warning ? `: ${warning.replace(/\.$/, '')}.` : '.';
  const advice = suggestions[0] ?? SUGGESTIONS.anotherWord;
  return `This password is too easy to guess${why} ${advice}`;
}
