/** Recognises a CV (and a tender document) by its first bytes, never by its name: PDF, legacy Word (OLE2), DOCX (zip with word/) or, for documents only, XLSX (zip with xl/). */

/** The media types of an accepted CV, by extension: stored with the file and answered when it is downloaded. */
export const CV_MEDIA_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** The media types of an accepted document (tender attachment): a CV's, or a spreadsheet's. */
export const DOCUMENT_MEDIA_TYPES = {
  ...CV_MEDIA_TYPES,
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type CvType = { ext: 'pdf' | 'doc' | 'docx'; mime: string };
/** A document type: a CV type or a spreadsheet. */
export type DocumentType = CvType | { ext: 'xlsx'; mime: string };

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** Whether a zip archive has an entry under `folder` (a local file header names it). */
function zipHasEntry(bytes: Uint8Array, folder: string): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let at = text.indexOf('PK\u0003\u0004');
  while (at !== -1 && at + 30 <= text.length) {
    const nameLength = (bytes[at + 26] ?? 0) | ((bytes[at + 27] ?? 0) << 8);
    if (text.slice(at + 30, at + 30 + nameLength).startsWith(folder)) return true;
    at = text.indexOf('PK\u0003\u0004', at + 4);
  }
  return false;
}

/** The CV type of a file's content, or null when it is none of the accepted ones. */
export function detectCvType(bytes: Uint8Array): CvType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { ext: 'pdf', mime: CV_MEDIA_TYPES.pdf };
  if (startsWith(bytes, OLE2)) return { ext: 'doc', mime: CV_MEDIA_TYPES.doc };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && zipHasEntry(bytes, 'word/')) {
    return { ext: 'docx', mime: CV_MEDIA_TYPES.docx };
  }
  return null;
}

/** The type of a document (tender attachment): a CV type or an XLSX spreadsheet, else null. */
export function detectDocumentType(bytes: Uint8Array): DocumentType | null {
  const cv = detectCvType(bytes);
  if (cv) return cv;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && zipHasEntry(bytes, 'xl/')) {
    return { ext: 'xlsx', mime: DOCUMENT_MEDIA_TYPES.xlsx };
  }
  return null;
}
