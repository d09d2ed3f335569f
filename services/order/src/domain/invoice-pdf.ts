import PDFDocument from 'pdfkit';
import type { TaxDocumentDoc } from '../data/invoice-model.js';

/** ₹ is not in the PDF standard fonts: amounts are printed as "Rs. 1,234.50". */
export const rupees = (paise: number): string => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100).toLocaleString('en-IN');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
};

const istDate = (d: Date): string =>
  d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const GREEN = '#0c831f';
const GREY = '#52606d';

/**
 * The printable invoice or credit note (A4, one table of lines with their HSN/SAC code, rate,
 * taxable value and tax split). Everything on it comes from the stored document, so printing it
 * again gives the same figures.
 */
export function renderTaxDocument(d: TaxDocumentDoc): Promise<Buffer> {
  const title = d.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `${title} ${d.number}`, Author: d.seller.legalName, Subject: `Order ${d.orderId}`, CreationDate: d.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 36;
  const width = doc.page.width - 72;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(GREEN).text(title, left, 36);
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text('Original for recipient', left, 58);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#000')
    .text(d.seller.legalName, left, 80, { width: width / 2 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(d.seller.address, { width: width / 2 });
  doc.text(`GSTIN: ${d.seller.gstin}`);
  doc.text(`State code: ${d.seller.stateCode}   Dark store: ${d.seller.storeName}`);

  const right = left + width / 2 + 10;
  const meta: [string, string][] = [
    [d.kind === 'invoice' ? 'Invoice number' : 'Credit note number', d.number],
    ['Date', istDate(d.issuedAt)],
    ['Order', d.orderId],
    ['Place of supply', `${d.placeOfSupply.state} (${d.placeOfSupply.stateCode})`],
    ['Payment', d.paymentMethod === 'card' ? 'Card (prepaid)' : 'Cash on delivery'],
  ];
  if (d.kind === 'credit_note') meta.push(['Against invoice', d.invoiceNumber ?? ''], ['Reason', d.reason ?? '']);
  let y = 80;
  for (const [k, v] of meta) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(k, right, y, { width: 90 });
    doc
      .fillColor('#000')
      .font('Helvetica-Bold')
      .text(v, right + 92, y, { width: width / 2 - 102 });
    y = doc.y + 2;
  }

  y = Math.max(y, doc.y) + 10;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#000').text('Bill to / Ship to', left, y);
  doc.font('Helvetica').text([d.buyer.address, d.buyer.state, d.buyer.pincode].filter(Boolean).join(', '), left, doc.y, { width });
  if (d.buyer.mobile) doc.text(`Mobile: ${d.buyer.mobile}`);
  y = doc.y + 12;

  const inter = d.interState;
  const cols: { label: string; w: number; align: 'left' | 'right' }[] = [
    { label: '#', w: 16, align: 'left' },
    { label: 'Description', w: 0, align: 'left' },
    { label: 'HSN/SAC', w: 50, align: 'left' },
    { label: 'Qty', w: 24, align: 'right' },
    { label: 'GST %', w: 30, align: 'right' },
    { label: 'Value', w: 52, align: 'right' },
    { label: 'Discount', w: 44, align: 'right' },
    { label: 'Taxable', w: 52, align: 'right' },
    ...(inter
      ? [{ label: 'IGST', w: 52, align: 'right' as const }]
      : [
          { label: 'CGST', w: 46, align: 'right' as const },
          { label: 'SGST', w: 46, align: 'right' as const },
        ]),
  ];
  // The description takes what the figures leave of the page's width.
  cols[1]!.w = width - cols.reduce((n, c) => n + c.w, 0);
  const row = (cells: string[], bold = false) => {
    let x = left;
    const top = y;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((c, i) => {
      doc.text(c, x, top, { width: cols[i]!.w - 3, align: cols[i]!.align });
      bottom = Math.max(bottom, doc.y);
      x += cols[i]!.w;
    });
    y = bottom + 4;
    if (y > doc.page.height - 120) {
      doc.addPage();
      y = 36;
    }
  };
  doc
    .rect(left, y - 3, width, 14)
    .fill('#eef6ef')
    .fillColor('#000');
  row(
    cols.map((c) => c.label),
    true,
  );
  d.lines.forEach((l, i) => {
    const tax = inter ? [rupees(l.igstPaise)] : [rupees(l.cgstPaise), rupees(l.sgstPaise)];
    row([
      String(i + 1),
      l.unit ? `${l.description} (${l.unit})` : l.description,
      l.hsn || '-',
      String(l.quantity),
      `${l.ratePercent}`,
      rupees(l.grossPaise),
      rupees(l.discountPaise),
      rupees(l.taxablePaise),
      ...tax,
    ]);
  });
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#c5cec4')
    .stroke();
  y += 6;
  const t = d.totals;
  row(
    [
      '',
      'Total',
      '',
      '',
      '',
      rupees(t.grossPaise),
      rupees(t.discountPaise),
      rupees(t.taxablePaise),
      ...(inter ? [rupees(t.igstPaise)] : [rupees(t.cgstPaise), rupees(t.sgstPaise)]),
    ],
    true,
  );

  if (d.lines.some((l) => l.valuePaise < 0)) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text('Lines below zero are supplied in place of a credited item (a substitute), at their own HSN code and rate.', left, y + 2, { width });
    doc.fillColor('#000');
    y = doc.y;
  }
  // The tax split by rate, as GST returns report it.
  y += 8;
  doc.font('Helvetica-Bold').fontSize(9).text('Tax summary', left, y);
  y = doc.y + 4;
  const byRate = new Map<number, { taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const l of d.lines) {
    const r = byRate.get(l.ratePercent) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    r.taxable += l.taxablePaise;
    r.cgst += l.cgstPaise;
    r.sgst += l.sgstPaise;
    r.igst += l.igstPaise;
    byRate.set(l.ratePercent, r);
  }
  doc.font('Helvetica').fontSize(8);
  for (const [rate, r] of [...byRate.entries()].sort((a, b) => a[0] - b[0])) {
    const split =
      rate === 0
        ? 'nil rated'
        : inter
          ? `IGST ${rate}%: Rs. ${rupees(r.igst)}`
          : `CGST ${rate / 2}%: Rs. ${rupees(r.cgst)}   SGST ${rate / 2}%: Rs. ${rupees(r.sgst)}`;
    doc.text(`GST ${rate}%   taxable Rs. ${rupees(r.taxable)}   ${split}`, left, y);
    y = doc.y + 2;
  }

  y += 10;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(GREEN)
    .text(`${d.kind === 'invoice' ? 'Amount paid' : 'Amount credited'} (tax included): Rs. ${rupees(t.valuePaise)}`, left, y, { width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(`Total tax: Rs. ${rupees(t.taxPaise)}. Prices are inclusive of all taxes; tax is computed per line from the price paid.`, left, doc.y + 4, {
      width,
      align: 'right',
    });
  doc.text('This is a computer-generated document and needs no signature.', left, doc.page.height - 60, { width, align: 'center' });
  doc.end();
  return done;
}
