/**
 * The notice body's rich-text editor (Tiptap on ProseMirror; decision 0034). Loaded only by the
 * desk's notice page, as a lazy chunk of its own: no visitor page and no other desk page fetches it.
 * It writes the HTML the server's allow-list keeps (server/notices/sanitize.ts); the server
 * sanitises it again anyway. Images come from the media library (kept as `data-media-id`, drawn
 * with `srcset` on the site) or by a `/media/…` address.
 */
import { useState } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import Image from '@tiptap/extension-image';
import { LibrarySearchBar, useLibrarySearch } from '../ui/LibraryPicker';
import { LIBRARY_IMAGE_SRC } from '../../../shared/media';

/** A library image keeps its id: the site draws it from the library with every width it has. */
const LibraryImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mediaId: {
        default: null,
        parseHTML: (el: HTMLElement) => el.getAttribute('data-media-id'),
        renderHTML: (attrs: { mediaId?: string | null }) => (attrs.mediaId ? { 'data-media-id': attrs.mediaId } : {}),
      },
    };
  },
});

interface LibraryImageItem {
  id: string;
  kind: 'image' | 'pdf';
  url: string;
  alt?: string;
  title?: string;
}

interface Props {
  initial: string;
  onChange: (html: string) => void;
  /** The editor's accessible name. */
  label: string;
}

export default function NoticeEditor({ initial, onChange, label }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'], defaultProtocol: 'https' }),
      LibraryImage.configure({ inline: false }),
    ],
    content: initial,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'notice-editor-area' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  if (!editor) return <p className="admin-muted">편집기를 준비하는 중입니다…</p>;
  return (
    <div className="notice-editor">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const [picking, setPicking] = useState(false);
  // The visible word is the button's name (nothing else for a screen reader to disagree with).
  const button = (text: string, active: boolean, run: () => void) => (
    <button type="button" className={`admin-btn admin-btn-small${active ? ' is-active' : ''}`} aria-pressed={active} onClick={run}>
      {text}
    </button>
  );
  const chain = () => editor.chain().focus();
  const link = () => {
    const before = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('연결할 주소를 입력해 주세요. (비우면 링크를 없앱니다)', before);
    if (href === null) return;
    if (!href.trim()) chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const imageByUrl = () => {
    const src = window.prompt('자료실 이미지 주소(/media/…)를 입력해 주세요.', '/media/');
    if (!src) return;
    if (!LIBRARY_IMAGE_SRC.test(src.trim())) return window.alert('본문 이미지는 자료실 이미지 주소(/media/…-960.jpg 형식)만 넣을 수 있습니다.');
    const alt = window.prompt('이미지 설명(대체 텍스트)을 입력해 주세요.', '') ?? '';
    chain().setImage({ src: src.trim(), alt }).run();
  };
  return (
    <div className="notice-toolbar" role="toolbar" aria-label="본문 서식">
      {button('굵게', editor.isActive('bold'), () => chain().toggleBold().run())}
      {button('기울임', editor.isActive('italic'), () => chain().toggleItalic().run())}
      {button('밑줄', editor.isActive('underline'), () => chain().toggleUnderline().run())}
      {button('큰 제목', editor.isActive('heading', { level: 2 }), () => chain().toggleHeading({ level: 2 }).run())}
      {button('소제목', editor.isActive('heading', { level: 3 }), () => chain().toggleHeading({ level: 3 }).run())}
      {button('글머리 목록', editor.isActive('bulletList'), () => chain().toggleBulletList().run())}
      {button('번호 목록', editor.isActive('orderedList'), () => chain().toggleOrderedList().run())}
      {button('인용', editor.isActive('blockquote'), () => chain().toggleBlockquote().run())}
      {button('링크', editor.isActive('link'), link)}
      {button('자료실 이미지', picking, () => setPicking((p) => !p))}
      {button('주소로 이미지', false, imageByUrl)}
      {button('되돌리기', false, () => chain().undo().run())}
      {picking && (
        <MediaPicker
          onPick={(m) => {
            chain().insertContent({ type: 'image', attrs: { src: m.url, alt: m.alt ?? '', mediaId: m.id } }).run();
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

/** The library's images with alt text, searched and paged (LibraryPicker); one click puts one in the body. */
function MediaPicker({ onPick }: { onPick: (m: LibraryImageItem) => void }) {
  const lib = useLibrarySearch('image');
  const items = lib.items;
  return (
    <div className="notice-picker-box">
      <LibrarySearchBar id="notice-image-find" lib={lib} hint="최근 이미지가 목록에 있습니다. 대체 텍스트로 찾거나 다음 쪽에서 골라 주세요." />
      {!items && !lib.failed && <p className="admin-muted notice-picker">자료실을 불러오는 중입니다…</p>}
      {items && !items.length && !lib.words && <p className="admin-muted notice-picker">자료실에 대체 텍스트가 있는 이미지가 없습니다. 자료실에 먼저 올려 주세요.</p>}
      {items && items.length > 0 && (
        <ul className="notice-picker" aria-label="자료실 이미지">
          {items.map((m) => (
            <li key={m.id}>
              <button type="button" onClick={() => onPick({ id: m.id, kind: 'image', alt: m.alt, url: m.url })}>
                <img src={m.thumb ?? m.url} alt="" width={96} height={64} loading="lazy" />
                <span>{m.alt}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
