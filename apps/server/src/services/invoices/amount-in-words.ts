import { toWords } from 'to-words/en-IN';

const TENS = 'Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety';
const UNITS = 'One|Two|Three|Four|Five|Six|Seven|Eight|Nine';
const COMPOUND = new RegExp(`\\b(${TENS}) (${UNITS})\\b`, 'g');

/** Indian numbering (lakh, crore) with compound tens hyphenated as written English has them. */
function words(n: number): string {
  return toWords(n).replace(COMPOUND, '$1-$2');
}

/** An invoice's amount as Indian invoices write it: "Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${words(rupees)}${rest > 0 ? ` and ${words(rest)} Paise` : ''} Only`;
}
