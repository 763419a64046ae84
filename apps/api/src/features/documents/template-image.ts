import { readFile, realpath } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { TemplateImage, TemplateImageType } from './document-model';

const TYPES: Readonly<Record<string, TemplateImageType>> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.svg': 'svg',
};

/** The images' URL path as the API serves them ({prefix}/images/...). */
const IMAGES_PATH = /^(?:[a-z]+:\/\/[^/]+)?(?:\/[^/]+)?\/images\/(.+)$/i;

function isInside(folder: string, file: string): boolean {
  const path = relative(folder, file);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path) && !path.split(sep).includes('..');
}

/**
 * A card template's image (png, jpeg or svg) out of the served images folder, by the URL the catalogue
 * gives it (e.g. /api/images/templates/97-101.svg). Answers undefined for anything else: another
 * folder, a path that leaves the images folder (also through a link), another type, a missing file.
 * Never fetches over the network: a URL's host is ignored, only its images path is read.
 */
export async function readTemplateImage(imagesDir: string, templateUrl: string): Promise<TemplateImage | undefined> {
  const match = IMAGES_PATH.exec(templateUrl.split(/[?#]/)[0]);
  if (!match) return undefined;
  let relativePath: string;
  try {
    relativePath = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  if (relativePath.includes('\0') || relativePath.includes('\\')) return undefined;
  const type = TYPES[extname(relativePath).toLowerCase()];
  if (!type) return undefined;
  try {
    const folder = await realpath(imagesDir);
    const file = await realpath(resolve(folder, relativePath));
    if (!isInside(folder, file)) return undefined;
    return { bytes: await readFile(file), type };
  } catch {
    return undefined;
  }
}
