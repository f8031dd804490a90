import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  paidLabel,
  PREPAID_SAVING_LABEL,
  paymentSummary,
  refundLabel,
  type Invoice,
  type InvoiceTax,
} from '@kesariya/shared';

/**
 * The invoice as an A4 PDF, black on white, laid out as Indian tax invoices are: seller and GSTIN,
 * invoice number and date, buyer and place of supply, a table of lines with HSN, taxable value and
 * the tax split, the tax by rate, totals in figures and words. DejaVu Sans is embedded (pdfkit
 * keeps only the glyphs used) because PDF's built-in fonts have no ₹ sign.
 */

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** Read once, on the first invoice: the server starts without them. */
function loadFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LEFT = PAGE.margin;
const RIGHT = PAGE.margin + CONTENT_WIDTH;
const HALF = CONTENT_WIDTH / 2;
const SHADE = '#eeeeee';

const figures = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const money = (rupees: number) => figures.format(rupees);
// A saving taken off reads as minus, before the sign.
const rupees = (amount: number) => (amount < 0 ? `−₹${money(-amount)}` : `₹${money(amount)}`);
const istDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

type Doc = PDFKit.PDFDocument;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** `y`, or the top of a new page when fewer than `needed` points are left on this one. */
function room(doc: Doc, y: number, needed: number): number {
  if (y + needed <= PAGE.height - PAGE.margin) return y;
  doc.addPage();
  return PAGE.margin;
}

function rule(doc: Doc, x1: number, x2: number, y: number, width = 0.5): void {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor('#000000').stroke();
}

/** One table row from `x`: cells left to right, as tall as its tallest cell, ruled below. */
function row(
  doc: Doc,
  x: number,
  columns: readonly Column[],
  cells: readonly string[],
  top: number,
  options: { bold?: boolean; shade?: boolean } = {},
): number {
  const pad = 3;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  doc.font(options.bold ? 'bold' : 'regular').fontSize(7.5);
  const height =
    Math.max(
      ...columns.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: c.width - 2 * pad })),
    ) +
    2 * pad;
  const y = room(doc, top, height);
  if (options.shade) doc.rect(x, y, width, height).fill(SHADE);
  doc.fillColor('#000000');
  let left = x;
  for (const [i, column] of columns.entries()) {
    doc.text(cells[i] ?? '', left + pad, y + pad, {
      width: column.width - 2 * pad,
      align: column.align,
    });
    left += column.width;
  }
  rule(doc, x, x + width, y + height);
  return y + height;
}

const taxColumns = (intraState: boolean, width: number): Column[] =>
  intraState
    ? [
        { title: 'CGST', width, align: 'right' },
        { title: 'SGST', width, align: 'right' },
      ]
    : [{ title: 'IGST', width: width * 2, align: 'right' }];

const taxCells = (tax: Pick<InvoiceTax, 'cgst' | 'sgst' | 'igst'>, intraState: boolean) =>
  intraState ? [money(tax.cgst), money(tax.sgst)] : [money(tax.igst)];

/** The line columns; the description takes what the figures leave. */
function lineColumns(intraState: boolean): Column[] {
  const figuresColumns: Column[] = [
    { title: 'HSN', width: 32, align: 'left' },
    { title: 'Qty', width: 24, align: 'right' },
    { title: 'Unit price', width: 50, align: 'right' },
    { title: 'Discount', width: 46, align: 'right' },
    { title: 'Taxable value', width: 56, align: 'right' },
    { title: 'GST rate', width: 32, align: 'right' },
    ...taxColumns(intraState, 44),
    { title: 'Total', width: 56, align: 'right' },
  ];
  const used = 18 + figuresColumns.reduce((sum, c) => sum + c.width, 0);
  return [
    { title: '#', width: 18, align: 'left' },
    { title: 'Description', width: CONTENT_WIDTH - used, align: 'left' },
    ...figuresColumns,
  ];
}

function header(doc: Doc, invoice: Invoice): number {
  const { store } = invoice;
  doc.font('bold').fontSize(16).text(store.name, LEFT, PAGE.margin, { width: HALF });
  doc
    .font('regular')
    .fontSize(8.5)
    .text(store.address, { width: HALF - 10 });
  doc.text(`GSTIN: ${store.gstin}`);
  doc.text(`State: ${store.state} (${store.state_code})`);
  const leftBottom = doc.y;

  doc
    .font('bold')
    .fontSize(16)
    .text('TAX INVOICE', LEFT + HALF, PAGE.margin, {
      width: HALF,
      align: 'right',
    });
  doc.font('regular').fontSize(8.5);
  for (const line of [
    `Invoice No.: ${invoice.number}`,
    `Invoice date: ${istDate.format(new Date(invoice.date))}`,
    `Order: ${invoice.sale_id}`,
    `Payment: ${paymentSummary(invoice)}`,
  ]) {
    doc.text(line, LEFT + HALF, doc.y, { width: HALF, align: 'right' });
  }
  const y = Math.max(leftBottom, doc.y) + 8;
  rule(doc, LEFT, RIGHT, y, 1);
  return y + 8;
}

function parties(doc: Doc, invoice: Invoice, top: number): number {
  const { buyer } = invoice;
  doc.font('bold').fontSize(8.5).text('Bill to / Ship to', LEFT, top, { width: HALF });
  doc.font('regular').text(buyer.name, { width: HALF - 10 });
  if (buyer.address) doc.text(buyer.address, { width: HALF - 10 });
  if (buyer.phone) doc.text(`Phone: ${buyer.phone}`, { width: HALF - 10 });
  const leftBottom = doc.y;

  const right = { width: HALF, align: 'right' } as const;
  doc.font('bold').text('Place of supply', LEFT + HALF, top, right);
  doc.font('regular').text(invoice.place_of_supply, LEFT + HALF, doc.y, right);
  doc.text(
    invoice.intra_state ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST',
    right,
  );
  doc.text('Tax payable on reverse charge: No', right);
  return Math.max(leftBottom, doc.y) + 10;
}

function linesTable(doc: Doc, invoice: Invoice, top: number): number {
  const { delivery, totals, intra_state: intraState } = invoice;
  const columns = lineColumns(intraState);
  doc.font('regular').fontSize(7).text('Amounts in ₹; prices include GST', LEFT, top, {
    width: CONTENT_WIDTH,
    align: 'right',
  });
  let y = row(
    doc,
    LEFT,
    columns,
    columns.map((c) => c.title),
    doc.y + 2,
    {
      bold: true,
      shade: true,
    },
  );
  for (const [i, line] of invoice.lines.entries()) {
    const cells = [
      String(i + 1),
      line.size ? `${line.description}\nSize: ${line.size}` : line.description,
      line.hsn,
      String(line.qty),
      money(line.unit_price),
      line.discount > 0 ? money(line.discount) : '–',
      money(line.taxable_value),
      `${line.rate_percent}%`,
      ...taxCells(line, intraState),
      money(line.total),
    ];
    y = row(doc, LEFT, columns, cells, y);
  }
  if (delivery) {
    const cells = [
      String(invoice.lines.length + 1),
      'Delivery charge',
      '',
      '',
      '',
      '',
      money(delivery.taxable_value),
      `${delivery.rate_percent}%`,
      ...taxCells(delivery, intraState),
      money(delivery.total),
    ];
    y = row(doc, LEFT, columns, cells, y);
  }
  const discount = invoice.lines.reduce((sum, line) => sum + line.discount, 0);
  const totalCells = [
    '',
    'Total',
    '',
    String(invoice.lines.reduce((sum, line) => sum + line.qty, 0)),
    '',
    discount > 0 ? money(discount) : '–',
    money(totals.taxable_value),
    '',
    ...taxCells(totals, intraState),
    money(totals.total),
  ];
  return row(doc, LEFT, columns, totalCells, y, { bold: true, shade: true });
}

/** Tax by rate, as GST returns report it: summed in paise from the lines and delivery. */
function rateSummary(doc: Doc, invoice: Invoice, top: number): number {
  const taxed = invoice.delivery ? [...invoice.lines, invoice.delivery] : invoice.lines;
  const byRate = new Map<number, { taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const t of taxed) {
    const sum = byRate.get(t.rate_percent) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    sum.taxable += Math.round(t.taxable_value * 100);
    sum.cgst += Math.round(t.cgst * 100);
    sum.sgst += Math.round(t.sgst * 100);
    sum.igst += Math.round(t.igst * 100);
    byRate.set(t.rate_percent, sum);
  }
  const columns: Column[] = [
    { title: 'GST rate', width: 40, align: 'left' },
    { title: 'Taxable value', width: 64, align: 'right' },
    ...taxColumns(invoice.intra_state, 52),
    { title: 'Total tax', width: 56, align: 'right' },
  ];
  let y = row(
    doc,
    LEFT,
    columns,
    columns.map((c) => c.title),
    top,
    { bold: true, shade: true },
  );
  for (const [rate, sum] of [...byRate.entries()].sort(([a], [b]) => a - b)) {
    const tax = { cgst: sum.cgst / 100, sgst: sum.sgst / 100, igst: sum.igst / 100 };
    const cells = [
      `${rate}%`,
      money(sum.taxable / 100),
      ...taxCells(tax, invoice.intra_state),
      money((sum.cgst + sum.sgst + sum.igst) / 100),
    ];
    y = row(doc, LEFT, columns, cells, y);
  }
  return y;
}

function totalsBox(doc: Doc, invoice: Invoice, top: number): number {
  const { totals } = invoice;
  const width = 200;
  const x = RIGHT - width;
  const half = { width: width / 2 };
  const rows: [string, number][] = [
    ...(invoice.prepaid_saving !== null
      ? ([[PREPAID_SAVING_LABEL, -invoice.prepaid_saving]] as [string, number][])
      : []),
    ['Taxable value', totals.taxable_value],
    ...(invoice.intra_state
      ? ([
          ['CGST', totals.cgst],
          ['SGST', totals.sgst],
        ] as [string, number][])
      : ([['IGST', totals.igst]] as [string, number][])),
  ];
  let y = top + 3;
  doc.font('regular').fontSize(8.5);
  for (const [label, value] of rows) {
    doc.text(label, x, y, half);
    doc.text(rupees(value), x + width / 2, y, { ...half, align: 'right' });
    y = doc.y + 3;
  }
  rule(doc, x, RIGHT, y);
  doc.font('bold').fontSize(10);
  doc.text('Invoice total', x, y + 5, half);
  doc.text(rupees(totals.total), x + width / 2, y + 5, { ...half, align: 'right' });
  // How it was paid, when in parts, and what was given back since: the total stays the sale's.
  const after: [string, number][] = [
    ...(invoice.payments.length > 1
      ? invoice.payments.map((part): [string, number] => [paidLabel(part), part.amount])
      : []),
    ...invoice.refunds.map((refund): [string, number] => [
      `${refundLabel(refund)}, ${istDate.format(new Date(refund.date))}`,
      refund.amount,
    ]),
  ];
  doc.font('regular').fontSize(8.5);
  y = doc.y + 4;
  for (const [label, value] of after) {
    doc.text(label, x, y, { width: width * 0.7 });
    doc.text(rupees(value), x + width * 0.7, y, { width: width * 0.3, align: 'right' });
    y = doc.y + 3;
  }
  return doc.y;
}

function amountInWords(doc: Doc, invoice: Invoice, top: number): number {
  doc.font('bold').fontSize(8.5).text('Amount in words', LEFT, top, { width: CONTENT_WIDTH });
  doc.font('regular').text(invoice.totals.amount_in_words, { width: CONTENT_WIDTH });
  return doc.y + 14;
}

function footer(doc: Doc, invoice: Invoice, start: number): void {
  const top = room(doc, start, 70);
  doc
    .font('regular')
    .fontSize(7.5)
    .text('Goods may be returned or replaced as the store’s return policy allows.', LEFT, top, {
      width: HALF,
    });
  doc
    .font('bold')
    .fontSize(8.5)
    .text(`For ${invoice.store.name}`, LEFT + HALF, top, { width: HALF, align: 'right' });
  doc
    .font('regular')
    .fontSize(7.5)
    .text('Authorised signatory', LEFT + HALF, doc.y + 18, { width: HALF, align: 'right' });
  const y = Math.max(doc.y, top + 40) + 14;
  rule(doc, LEFT, RIGHT, y);
  doc.text('This is a computer-generated invoice.', LEFT, y + 6, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
}

/** The invoice's PDF file. pdfkit is loaded on the first invoice, not when the server starts. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const [{ default: PDFDocument }, { regular, bold }] = await Promise.all([
    import('pdfkit'),
    loadFonts(),
  ]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.store.name },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = header(doc, invoice);
  y = parties(doc, invoice, y);
  y = linesTable(doc, invoice, y);
  y = room(doc, y + 12, 90);
  y = Math.max(rateSummary(doc, invoice, y), totalsBox(doc, invoice, y)) + 14;
  y = amountInWords(doc, invoice, room(doc, y, 40));
  footer(doc, invoice, y);
  doc.end();
  return done;
}
