import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findWorkspaceRoot } from '../../workspace-paths';
import type { DocumentCard, DocumentLook } from './document-model';

/** The seed's images folder (served under /api/images/). */
export const SEED_IMAGES_DIR = join(findWorkspaceRoot(), 'tools', 'seed', 'images');

/** A seed template as the catalogue serves it. */
export function seedSvgTemplate(): DocumentCard['template'] {
  return { bytes: readFileSync(join(SEED_IMAGES_DIR, 'templates', '97-101.svg')), type: 'svg' };
}

export const ENGLISH_LOOK: DocumentLook = { language: 'en', brandName: 'Demo Market', primaryColor: '#0b6e4f' };

/** `count` distinct cards, as tests and the bench print them. */
export function sampleCards(count: number, template = seedSvgTemplate()): DocumentCard[] {
  return Array.from({ length: count }, (_, index) => ({
    cardNumber: String(6000000000000000 + index * 7919 + 17),
    pinCode: String(100000 + index * 37).slice(0, 6),
    amount: 5000 + index * 100,
    currency: 'AED',
    expiresAt: new Date(Date.UTC(2027, 10, 22 - (index % 20))),
    productName: `Supermarket card ${index + 1}`,
    cardUrl: `http://localhost:4200/97/card/token${index + 1}`,
    template,
    senderName: 'Sara',
    receiverName: `Friend ${index + 1}`,
    message: `Happy birthday number ${index + 1}!`,
  }));
}
