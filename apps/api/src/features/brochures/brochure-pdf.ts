import type { BusinessBrochure } from '@shop/contracts';
import type { DocumentLook } from '../documents/document-model';
import { openPdf, writeLine, writeParagraph } from '../documents/pdf-document';
import { brochureTexts } from './brochure-texts';

/** Who the brochure names as the business contact: the unit's business phone and email. */
export interface BrochureContacts {
  phone: string;
  email: string;
}

const LEFT = 56;
const WIDTH = 595.28 - 2 * LEFT;
const GREY = '#52606d';

/**
 * A one-page A4 brochure: the brand's band and name, the title, a lead, four sections and the business
 * contacts, in the look's language (right-aligned in Arabic).
 */
export async function buildBrochurePdf(
  brochure: BusinessBrochure,
  look: DocumentLook,
  contacts: BrochureContacts,
): Promise<Buffer> {
  const texts = brochureTexts(look.language);
  const content = texts.brochures[brochure];
  const rtl = look.language === 'ar';
  const pdf = openPdf(`${look.brandName} — ${content.title}`, look.language);
  const { doc } = pdf;
  doc.addPage();
  doc.rect(0, 0, 595.28, 14).fill(look.primaryColor);
  let y = writeLine(doc, look.brandName, LEFT, 48, {
    width: WIDTH,
    size: 14,
    bold: true,
    color: look.primaryColor,
    alignRight: rtl,
  });
  y = writeLine(doc, content.title, LEFT, y + 16, { width: WIDTH, size: 22, bold: true, alignRight: rtl });
  y = writeParagraph(doc, content.lead.replace('{brand}', look.brandName), LEFT, y + 10, {
    width: WIDTH,
    size: 12,
    color: GREY,
    alignRight: rtl,
    maxLines: 4,
  });
  y += 18;
  for (const [heading, body] of content.sections) {
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.75)
      .strokeColor(look.primaryColor)
      .stroke();
    y = writeLine(doc, heading, LEFT, y + 12, {
      width: WIDTH,
      size: 14,
      bold: true,
      color: look.primaryColor,
      alignRight: rtl,
    });
    y = writeParagraph(doc, body, LEFT, y + 4, { width: WIDTH, size: 11, alignRight: rtl, maxLines: 4 }) + 14;
  }
  const contactLines = [
    contacts.phone && `${texts.phone}: ${contacts.phone}`,
    contacts.email && `${texts.email}: ${contacts.email}`,
  ].filter(Boolean);
  if (contactLines.length > 0) {
    y = writeLine(doc, texts.contactHeading, LEFT, y + 10, { width: WIDTH, size: 12, bold: true, alignRight: rtl });
    for (const line of contactLines) y = writeLine(doc, line, LEFT, y + 2, { width: WIDTH, size: 11, alignRight: rtl });
  }
  return pdf.finish();
}
