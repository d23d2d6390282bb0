/**
 * Documents with a stable address. `/docs/{slug}.pdf` always serves the newest version; replacing
 * one adds a version (the address stays, the earlier files stay listed). Pages that link a document
 * name it here (DOCUMENT_PAGES), so a replacement drops their cached HTML and pings search engines
 * for them.
 */
import mongoose from 'mongoose';
import { registerMediaUsage } from '../media/catalog';
import { Media, type MediaDoc } from '../media/model';
import { pdfUrl } from '../media/store';
import { DocumentVersion, type DocumentVersionDoc } from './model';
import { kstDay } from '../../shared/kst';
import type { DocumentListItem, DocumentVersionView } from '../../shared/documents';

export const DOC_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
export const docUrl = (slug: string) => `/docs/${slug}.pdf`;

/** The visitor pages that link a document: told to search engines when it is replaced. */
export const DOCUMENT_PAGES: Record<string, string[]> = { announcement: ['/SalesInfo/announcement'] };

export const DOCUMENT_LABELS: Record<string, string> = { announcement: '입주자모집공고', brochure: '분양 안내 책자' };

/** Bumped by every replacement on this instance: pages built from an older state are not served from memory. */
let generation = 0;
export const documentsGeneration = () => generation;

export async function setDocument(slug: string, mediaId: string, note: string | undefined, by: string | undefined, now: Date): Promise<void> {
  await DocumentVersion.collection.insertOne({
    _id: new mongoose.Types.ObjectId(),
    slug,
    mediaId: new mongoose.Types.ObjectId(mediaId),
    at: now,
    ...(note ? { note } : {}),
    ...(by ? { by } : {}),
  });
  generation++;
}

const NEWEST = { at: -1, _id: -1 } as const;

async function filesOf(versions: DocumentVersionDoc[]): Promise<Map<string, MediaDoc>> {
  const ids = versions.map((v) => v.mediaId);
  const files = ids.length ? await Media.find({ _id: { $in: ids } }, { key: 1, fileName: 1, title: 1, bytes: 1, kind: 1 }).lean<MediaDoc[]>() : [];
  return new Map(files.map((f) => [String(f._id), f]));
}

/** One slug's versions, newest first (the first is current), as pages and the desk list them. */
function views(versions: DocumentVersionDoc[], files: Map<string, MediaDoc>): DocumentVersionView[] {
  return versions.map((v, i) => {
    const f = files.get(String(v.mediaId));
    return {
      mediaId: String(v.mediaId),
      title: f?.title ?? f?.fileName ?? '삭제된 파일',
      url: f ? pdfUrl(f) : null,
      bytes: f?.bytes ?? 0,
      note: v.note ?? null,
      at: v.at.toISOString(),
      day: kstDay(v.at),
      current: i === 0,
    };
  });
}

export async function listDocuments(): Promise<DocumentListItem[]> {
  const all = await DocumentVersion.find({}).sort({ slug: 1, ...NEWEST }).limit(2000).lean<DocumentVersionDoc[]>();
  const files = await filesOf(all);
  const slugs = [...new Set(all.map((v) => v.slug))];
  return slugs.map((slug) => {
    const versions = all.filter((v) => v.slug === slug);
    return { slug, url: docUrl(slug), label: DOCUMENT_LABELS[slug] ?? null, updatedAt: versions[0]!.at.toISOString(), versions: views(versions, files) };
  });
}

export async function documentVersions(slug: string): Promise<DocumentVersionView[]> {
  const versions = await DocumentVersion.find({ slug }).sort(NEWEST).limit(200).lean<DocumentVersionDoc[]>();
  return views(versions, await filesOf(versions));
}

/** The file `/docs/{slug}.pdf` serves now, or null. */
export async function currentFile(slug: string): Promise<MediaDoc | null> {
  const v = await DocumentVersion.findOne({ slug }).sort(NEWEST).lean<DocumentVersionDoc>();
  if (!v) return null;
  return Media.findById(v.mediaId, { key: 1, fileName: 1, bytes: 1, kind: 1, fileId: 1 }).lean<MediaDoc>();
}

// Every version's file is in use: the current one is served, the earlier ones are listed on the page.
registerMediaUsage('documents', async (ids) => {
  const filter = ids ? { mediaId: { $in: ids.filter((id) => mongoose.isObjectIdOrHexString(id)) } } : {};
  const versions = await DocumentVersion.find(filter).sort({ slug: 1, ...NEWEST }).lean<DocumentVersionDoc[]>();
  const currents = new Map<string, string>();
  for (const slug of new Set(versions.map((v) => v.slug))) {
    const cur = await DocumentVersion.findOne({ slug }, { _id: 1 }).sort(NEWEST).lean<DocumentVersionDoc>();
    if (cur) currents.set(slug, String(cur._id));
  }
  return versions.map((v) => ({
    mediaId: String(v.mediaId),
    label: `문서 · ${DOCUMENT_LABELS[v.slug] ?? v.slug} (${currents.get(v.slug) === String(v._id) ? '현재 판' : `${kstDay(v.at)} 이전 판`})`,
    href: '/admin/content/documents',
  }));
});
