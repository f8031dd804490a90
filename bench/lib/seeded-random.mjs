// A small seeded PRNG (mulberry32), so a bench's request sequence is the same on every run and
// an "after" run sends what the "before" run sent.

/** Random numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shuffles `list` in place (Fisher-Yates) and returns it. */
export function shuffle(list, random) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** One element of a non-empty list. */
export function pickOne(list, random) {
  return list[Math.floor(random() * list.length)];
}
