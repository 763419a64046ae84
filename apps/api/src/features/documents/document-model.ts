import type { Language } from '@shop/contracts';

/** A document's language and the brand it is made for. */
export interface DocumentLook {
  language: Language;
  brandName: string;
  /** #rrggbb, the unit's primary colour (headings, rules). */
  primaryColor: string;
}

export type TemplateImageType = 'png' | 'jpeg' | 'svg';

export interface TemplateImage {
  bytes: Buffer;
  type: TemplateImageType;
}

/** One card as the documents show it (the clear number and PIN, re-opened from the vault). */
export interface DocumentCard {
  cardNumber: string;
  pinCode: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  expiresAt: Date;
  productName: string;
  /** The receiver's card page; the QR code encodes it. */
  cardUrl: string;
  template?: TemplateImage;
  senderName?: string;
  receiverName?: string;
  message?: string;
}
