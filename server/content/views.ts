/** Popups and slides as pages and the desk draw them: library ids resolved into images. */
import type { MediaImage } from '../../shared/media';
import { scheduleState, type AdminPopup, type AdminSlide, type PopupView, type SlideView } from '../../shared/content';
import { findMedia, registerMediaUsage } from '../media/catalog';
import { Popup, Slide, type PopupDoc, type SlideDoc } from './model';

/** Library images by id (documents and unknown ids left out). */
export async function imagesOf(ids: (string | undefined)[]): Promise<Map<string, MediaImage>> {
  const found = await findMedia(ids.filter((id): id is string => !!id));
  const images = new Map<string, MediaImage>();
  for (const [id, item] of found) if (item.kind === 'image') images.set(id, item);
  return images;
}

export async function popupViews(docs: PopupDoc[]): Promise<PopupView[]> {
  const images = await imagesOf(docs.map((d) => d.mediaId));
  return docs.map((d) => {
    const image = d.mediaId ? images.get(d.mediaId) : undefined;
    return { id: String(d._id), title: d.title, ...(d.text ? { text: d.text } : {}), ...(d.link ? { link: d.link } : {}), ...(image ? { image } : {}) };
  });
}

/** A slide whose image has left the library is skipped rather than drawn empty. */
export async function slideViews(docs: SlideDoc[]): Promise<SlideView[]> {
  const images = await imagesOf(docs.flatMap((d) => [d.mediaId, d.mobileMediaId]));
  return docs.flatMap((d) => {
    const image = images.get(d.mediaId);
    if (!image) return [];
    const mobile = d.mobileMediaId ? images.get(d.mobileMediaId) : undefined;
    return [{ id: String(d._id), title: d.title, ...(d.subtitle ? { subtitle: d.subtitle } : {}), ...(d.link ? { link: d.link } : {}), image, ...(mobile ? { mobile } : {}) }];
  });
}

const iso = (d?: Date) => (d ? d.toISOString() : undefined);

export async function adminPopups(now: Date): Promise<AdminPopup[]> {
  const docs = await Popup.find({}).sort({ order: 1, startsAt: -1 }).lean<PopupDoc[]>();
  const images = await imagesOf(docs.map((d) => d.mediaId));
  return docs.map((d) => ({
    id: String(d._id),
    title: d.title,
    ...(d.text ? { text: d.text } : {}),
    ...(d.mediaId ? { mediaId: d.mediaId } : {}),
    ...(d.link ? { link: d.link } : {}),
    startsAt: d.startsAt.toISOString(),
    endsAt: d.endsAt.toISOString(),
    where: d.where,
    order: d.order ?? 0,
    enabled: d.enabled !== false,
    state: scheduleState(d, now),
    updatedAt: d.updatedAt.toISOString(),
    ...(d.mediaId && images.get(d.mediaId) ? { image: images.get(d.mediaId) } : {}),
  }));
}

export async function adminSlides(now: Date): Promise<AdminSlide[]> {
  const docs = await Slide.find({}).sort({ order: 1, updatedAt: -1 }).lean<SlideDoc[]>();
  const images = await imagesOf(docs.flatMap((d) => [d.mediaId, d.mobileMediaId]));
  return docs.map((d) => ({
    id: String(d._id),
    title: d.title,
    ...(d.subtitle ? { subtitle: d.subtitle } : {}),
    mediaId: d.mediaId,
    ...(d.mobileMediaId ? { mobileMediaId: d.mobileMediaId } : {}),
    ...(d.link ? { link: d.link } : {}),
    ...(d.startsAt ? { startsAt: iso(d.startsAt) } : {}),
    ...(d.endsAt ? { endsAt: iso(d.endsAt) } : {}),
    order: d.order ?? 0,
    enabled: d.enabled !== false,
    state: scheduleState(d, now),
    updatedAt: d.updatedAt.toISOString(),
    ...(images.get(d.mediaId) ? { image: images.get(d.mediaId) } : {}),
    ...(d.mobileMediaId && images.get(d.mobileMediaId) ? { mobile: images.get(d.mobileMediaId) } : {}),
  }));
}

// The library refuses to delete a file a popup or a slide uses, and lists where it is used.
registerMediaUsage('popups', async (ids) => {
  const docs = await Popup.find(ids ? { mediaId: { $in: ids } } : { mediaId: { $exists: true } }, { title: 1, mediaId: 1 }).lean<PopupDoc[]>();
  return docs.map((d) => ({ mediaId: d.mediaId!, label: `팝업 · ${d.title}`, href: '/admin/content/popups' }));
});
registerMediaUsage('slides', async (ids) => {
  const filter = ids ? { $or: [{ mediaId: { $in: ids } }, { mobileMediaId: { $in: ids } }] } : {};
  const docs = await Slide.find(filter, { title: 1, mediaId: 1, mobileMediaId: 1 }).lean<SlideDoc[]>();
  return docs.flatMap((d) =>
    [d.mediaId, d.mobileMediaId]
      .filter((id): id is string => !!id && (!ids || ids.includes(id)))
      .map((mediaId) => ({ mediaId, label: `메인 비주얼 · ${d.title}`, href: '/admin/content/slides' })),
  );
});
