/**
 * A set of product slots (0 .. size-1) as a bit array: the listing's filters are intersections
 * and unions of such sets, 32 products a machine word.
 */
export class SlotSet {
  readonly bits: Uint32Array;

  constructor(readonly size: number) {
    this.bits = new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): SlotSet {
    const set = new SlotSet(size);
    set.bits.fill(0xffffffff);
    const spare = set.bits.length * 32 - size;
    if (spare > 0) set.bits[set.bits.length - 1] = 0xffffffff >>> spare;
    return set;
  }

  clone(): SlotSet {
    const copy = new SlotSet(this.size);
    copy.bits.set(this.bits);
    return copy;
  }

  has(slot: number): boolean {
    return ((this.bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0;
  }

  add(slot: number): void {
    this.bits[slot >>> 5]! |= 1 << (slot & 31);
  }

  delete(slot: number): void {
    this.bits[slot >>> 5]! &= ~(1 << (slot & 31));
  }

  /** Keeps only the slots also in `other`. */
  and(other: SlotSet): this {
    const bits = this.bits;
    const theirs = other.bits;
    for (let i = 0; i < bits.length; i++) bits[i]! &= theirs[i] as number;
    return this;
  }

  /** Adds the slots of `other`. */
  or(other: SlotSet): this {
    const bits = this.bits;
    const theirs = other.bits;
    for (let i = 0; i < bits.length; i++) bits[i]! |= theirs[i] as number;
    return this;
  }

  /** Makes the set hold exactly the slots it did not. */
  invert(): this {
    const bits = this.bits;
    for (let i = 0; i < bits.length; i++) bits[i] = ~(bits[i] as number);
    const spare = bits.length * 32 - this.size;
    if (spare > 0) bits[bits.length - 1]! &= 0xffffffff >>> spare;
    return this;
  }

  count(): number {
    let total = 0;
    for (const word of this.bits) {
      let v = word - ((word >>> 1) & 0x55555555);
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** Empties the set. */
  clear(): this {
    this.bits.fill(0);
    return this;
  }

  /** The first slot in the set at or after `from`, or -1: a walk in slot order that may stop. */
  nextFrom(from: number): number {
    const bits = this.bits;
    let i = from >>> 5;
    if (i >= bits.length) return -1;
    let word = (bits[i] as number) & (0xffffffff << (from & 31));
    while (word === 0) {
      if (++i === bits.length) return -1;
      word = bits[i] as number;
    }
    return (i << 5) + 31 - Math.clz32(word & -word);
  }

  forEach(visit: (slot: number) => void): void {
    const bits = this.bits;
    for (let i = 0; i < bits.length; i++) {
      let word = bits[i] as number;
      while (word !== 0) {
        const lowest = word & -word;
        visit((i << 5) + 31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
  }

  /**
   * Visits, in slot order, the slots also in `other` and not in `without`, until `visit` answers
   * false: a walk over an intersection that may stop early, without building it.
   */
  forEachAlsoIn(other: SlotSet, without: SlotSet | null, visit: (slot: number) => boolean): void {
    const bits = this.bits;
    const theirs = other.bits;
    const excluded = without?.bits;
    for (let i = 0; i < bits.length; i++) {
      let word = (bits[i] as number) & (theirs[i] as number);
      if (excluded) word &= ~(excluded[i] as number);
      while (word !== 0) {
        const lowest = word & -word;
        if (!visit((i << 5) + 31 - Math.clz32(lowest))) return;
        word ^= lowest;
      }
    }
  }
}
