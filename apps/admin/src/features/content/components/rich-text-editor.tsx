import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';

export interface RichTextEditorProps {
  /** The label's id: the editable area is named by it. */
  labelledBy: string;
  describedBy?: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}

interface ToolButton {
  label: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

/** How the text reads while it is edited: close to the storefront's policy page. */
const PROSE = [
  'min-h-72 px-3 py-2 text-sm leading-relaxed text-ink outline-none',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:text-base [&_h3]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-muted',
  '[&_a]:text-brand [&_a]:underline',
].join(' ');

function askLink(editor: Editor) {
  const current = editor.getAttributes('link').href as string | undefined;
  const href = window.prompt(
    'Link address (https://…, mailto: or tel:); empty removes it',
    current ?? 'https://',
  );
  if (href === null) return;
  if (href.trim() === '') editor.chain().focus().unsetLink().run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
}

const TOOLS: readonly ToolButton[] = [
  {
    label: 'Paragraph',
    icon: Pilcrow,
    run: (e) => e.chain().focus().setParagraph().run(),
    active: (e) => e.isActive('paragraph'),
  },
  {
    label: 'Heading',
    icon: Heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'Subheading',
    icon: Heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: 'Bold',
    icon: Bold,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'Italic',
    icon: Italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'Bulleted list',
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'Quote',
    icon: Quote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  { label: 'Link', icon: LinkIcon, run: askLink, active: (e) => e.isActive('link') },
  { label: 'Undo', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor }: { editor: Editor }) {
  // Re-render the toolbar when the selection's marks change, so pressed states stay true.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => tool.active?.(current) ?? false),
  });
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-0.5 border-b border-line bg-ivory-deep p-1"
    >
      {TOOLS.map((tool, index) => (
        <button
          key={tool.label}
          type="button"
          title={tool.label}
          aria-label={tool.label}
          aria-pressed={tool.active ? active[index] : undefined}
          onClick={() => tool.run(editor)}
          className={cn(
            'grid size-8 place-items-center rounded-sm text-ink hover:bg-white',
            active[index] && 'bg-white text-brand',
          )}
        >
          <tool.icon aria-hidden className="size-4" />
        </button>
      ))}
    </div>
  );
}

/**
 * The policy text's editor. It offers only what the server's sanitiser keeps (paragraphs, two
 * heading levels, bold, italic, lists, quotes, links), so what the owner sees is what is saved.
 * Loaded lazily: only the policy page's editor pulls Tiptap in.
 */
export default function RichTextEditor({
  labelledBy,
  describedBy,
  value,
  onChange,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: PROSE,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  // The saved page comes back sanitised: show the server's version when it differs.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML())
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border bg-white focus-within:ring-2 focus-within:ring-brand/30',
        invalid ? 'border-danger' : 'border-line',
      )}
    >
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
