// Search-suggestion texts as shoppers type them, each sent once: half-typed words, whole words,
// typos, colour + garment and two words that go together, all made of the catalogue's own
// words (lib/catalogue-words.mjs). The order is fixed by the seed, so every run sends the same
// texts in the same order.
import { pickOne, shuffle } from './seeded-random.mjs';

// Twenty draws in each round: how often each kind of text comes up.
const MIX = {
  prefix: 5, // "kurt", "bana"
  word: 2, // "lehenga"
  typo: 3, // "banarsi", "sherwanni", "leheanga"
  'colour garment': 4, // "maroon kurta", "lemon yellow sarees"
  'two words': 4, // "silk saree", "chanderi anarkali": two words of one product's name
  'half-typed second word': 2, // "silk sar"
};
// When a kind is used up, its turn goes to any two catalogue words ("zari collar"): a space too
// large to use up in a run.
const FALLBACK = 'any two words';
const FALLBACK_ATTEMPTS = 1000; // draws that found only texts already sent, before giving up

function prefixes(word) {
  const out = [];
  for (let n = 3; n < word.length; n++) out.push(word.slice(0, n));
  return out;
}

/** A letter dropped, doubled, or swapped with the next; the first letter is kept, as people do. */
function typos(word) {
  if (word.length < 5) return [];
  const out = [];
  for (let i = 1; i < word.length; i++) {
    out.push(word.slice(0, i) + word.slice(i + 1));
    out.push(word.slice(0, i) + word[i] + word.slice(i));
    if (i < word.length - 1) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

/** Ordered pairs of different words of one name ("silk saree", "saree silk"). */
function namePairs(names) {
  const pairs = [];
  for (const name of names)
    for (const a of name) for (const b of name) if (a !== b) pairs.push([a, b]);
  return pairs;
}

/** A shuffled finite list, drawn from until it is used up (then null). */
function queueOf(texts, random) {
  const queue = shuffle([...new Set(texts)], random);
  let at = 0;
  return () => (at < queue.length ? queue[at++] : null);
}

/**
 * `next()` gives `{ text, kind }`, a text never given before until every kind, the fallback included, is used up;
 * then it repeats earlier texts and counts them in `summary().repeats`.
 */
export function searchTextSource(vocabulary, random) {
  const { words, colours, garments, names } = vocabulary;
  const isWord = new Set(words);
  const pairs = namePairs(names);
  const used = new Set();
  const kinds = {
    prefix: queueOf(words.flatMap(prefixes), random),
    word: queueOf(words, random),
    typo: queueOf(
      words.flatMap(typos).filter((t) => !isWord.has(t)),
      random,
    ),
    'colour garment': queueOf(
      colours.flatMap((c) => garments.map((g) => `${c} ${g}`)),
      random,
    ),
    'two words': queueOf(
      pairs.map(([a, b]) => `${a} ${b}`),
      random,
    ),
    'half-typed second word': queueOf(
      pairs.flatMap(([a, b]) => prefixes(b).map((p) => `${a} ${p}`)),
      random,
    ),
    [FALLBACK]: () => {
      const [a, b] = [pickOne(words, random), pickOne(words, random)];
      return a === b ? '' : `${a} ${b}`;
    },
  };
  const round = shuffle(
    Object.entries(MIX).flatMap(([kind, n]) => Array(n).fill(kind)),
    random,
  );
  const sent = Object.fromEntries(Object.keys(kinds).map((k) => [k, 0]));
  const examples = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
  const usedUpAt = {};
  const order = [];
  let drawn = 0;
  let repeats = 0;

  /** The kind's next text not sent yet (a typo may spell another word's prefix), or null. */
  function fresh(kind) {
    if (kind in usedUpAt) return null;
    const attempts = kind === FALLBACK ? FALLBACK_ATTEMPTS : Infinity;
    for (let attempt = 0; attempt < attempts; attempt++) {
      const text = kinds[kind]();
      if (text === null) break;
      if (text !== '' && !used.has(text)) return text;
    }
    usedUpAt[kind] = drawn;
    return null;
  }

  return {
    next() {
      const scheduled = round[drawn % round.length];
      drawn++;
      for (const kind of [scheduled, FALLBACK]) {
        const text = fresh(kind);
        if (text === null) continue;
        used.add(text);
        order.push(text);
        sent[kind]++;
        if (examples[kind].length < 4) examples[kind].push(text);
        return { text, kind };
      }
      return { text: order[repeats++ % order.length], kind: 'repeat' };
    },
    summary: () => ({ distinct: used.size, repeats, perKind: sent, usedUpAt, examples }),
  };
}
