import { SlotSet } from './slot-set';

/**
 * Working memory of catalogue size that a search borrows and leaves cleared: searches run one at a
 * time on the event loop, and allocating (and collecting) these per typed word cost more at
 * 50,000 products than reading them.
 */
export class SearchScratch {
  /** Per product: a typed word's best likeness among its words. All 0 between uses. */
  readonly best: Float32Array;
  /** Per product: the sum of those over the typed words. All 0 between uses. */
  readonly total: Float64Array;
  /** Products holding a word alike enough to some typed word. Empty between uses. */
  readonly strong: SlotSet;
  /** Those products in slot order, the first `count` entries. */
  readonly listed: Int32Array;
  /** The products whose full text begins with every word of a several-word text. */
  readonly fullText: SlotSet;

  constructor(size: number) {
    this.best = new Float32Array(size);
    this.total = new Float64Array(size);
    this.strong = new SlotSet(size);
    this.listed = new Int32Array(size);
    this.fullText = new SlotSet(size);
  }
}
