import { readFile } from 'node:fs/promises';
import type { TAssociationSettings } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { issuerOf } from '../association-settings/issuer-snapshot';
import { loadSharp } from '../uploads/store-uploaded-images';
import { findUploadImage, parseUploadFileName } from '../uploads/upload-repository';
import type { UploadStore } from '../uploads/upload-store';

/** The last signature converted: uploads never change under an id, and a site has one signature at a time. */
let converted: { id: string; png: Promise<Buffer | null> } | undefined;

async function toPng(executor: Database | Transaction, store: UploadStore, id: string): Promise<Buffer | null> {
  const webp = await findUploadImage(executor, store, id, 'full');
  if (!webp) return null;
  // PDFKit reads PNG and JPEG only; uploads are stored as WebP.
  const sharp = await loadSharp();
  return sharp(webp).png().toBuffer();
}

/**
 * The signature the receipts print: the image uploaded in the settings (`taxReceipts.signatureImageUrl`),
 * else the PNG named by TAX_RECEIPT_SIGNATURE_FILE (how installations gave it before the settings
 * held it), else none, and the receipt prints the signatory's name. The settings are the ones the
 * receipt was issued with (its `issuer`), so that its signature stays its signatory's.
 */
export async function loadReceiptSignature(
  executor: Database | Transaction,
  store: UploadStore,
  receipt: { issuer: unknown },
  currentSettings: TAssociationSettings,
  fallbackFile: string | undefined,
): Promise<Buffer | null> {
  const { taxReceipts } = issuerOf(receipt.issuer, currentSettings);
  const upload = taxReceipts.signatureImageUrl ? parseUploadFileName(taxReceipts.signatureImageUrl.slice('/uploads/'.length)) : null;
  if (upload) {
    const entry = converted?.id === upload.id ? converted : (converted = { id: upload.id, png: toPng(executor, store, upload.id).catch(() => null) });
    const png = await entry.png;
    if (png) return png;
    // A missing or unreadable upload is not kept as « none »: the next receipt looks again.
    if (converted === entry) converted = undefined;
  }
  return fallbackFile ? readFile(fallbackFile).catch(() => null) : null;
}
