// @vitest-environment happy-dom
/**
 * The upload component in a browser DOM, fetch stubbed: files are screened before anything is sent, the
 * rest upload by themselves one after another, a failure can be retried; the document list refuses the
 * item photo and asks before deleting anything else; the photo variant takes one photo.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, LocaleProvider, TranslatorProvider } from '../i18n';
import { click, settle } from '../../testing/dom';
import { currentToasts, dismissToast } from '../toast/store';
import { DocumentList, DocumentUpload, PhotoInput, type UploadedDocument } from '.';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
type Sent = { url: string; method: string; files: string[]; parts: Record<string, string> };
let sent: Sent[] = [];
let answers: Array<() => Response> = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const doc = (id: number, name: string, documentType: 'asset' | 'document' = 'document'): UploadedDocument => ({
  id,
  name,
  fileName: `${id}-${name}`,
  documentType,
  protected: false,
  sizeBytes: 2048,
  contentType: 'application/pdf',
  createdAt: '2026-11-20T09:30:00Z',
  url: `/files/document/${id}`,
});

async function mount(node: ReactNode) {
  document.body.innerHTML = '<div id="root"></div>';
  const i18n = createI18n('en');
  await act(async () => {
    root = createRoot(document.getElementById('root') as HTMLElement);
    root.render(
      <TranslatorProvider translator={i18n}>
        <LocaleProvider locale="en" setLocale={() => undefined}>
          {node}
        </LocaleProvider>
      </TranslatorProvider>,
    );
  });
}

/** Picks files in the FileTrigger's hidden input, as the browser's dialog would. */
async function pick(testId: string, files: File[]) {
  const input = document.querySelector(`[data-testid="${testId}-input"]`) as HTMLInputElement;
  expect(input.type).toBe('file');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);
const toastTexts = () => currentToasts().map((t) => `${t.kind}: ${t.text}`);
const items = () => [...document.querySelectorAll('[data-testid="upload-item"]')].map((li) => `${li.querySelector('span')?.textContent} ${li.getAttribute('data-status')}`);

beforeEach(() => {
  sent = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const form = init.body instanceof FormData ? init.body : null;
      const files = form ? form.getAll('file').map((f) => (f as File).name) : [];
      const parts: Record<string, string> = {};
      form?.forEach((value, key) => {
        if (typeof value === 'string') parts[key] = value;
      });
      sent.push({ url, method: init.method ?? 'GET', files, parts });
      const answer = answers.shift();
      return answer ? answer() : json({ messages: ['Done.'] });
    }),
  );
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  for (const t of currentToasts()) dismissToast(t.id);
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('DocumentUpload', () => {
  it('refuses a disallowed type and a file already in the list, and uploads the rest by itself', async () => {
    const uploaded: UploadedDocument[][] = [];
    await mount(<DocumentUpload path="/api/inventory/4/upload/2" extraParts={{ note: 'n' }} onUploaded={(d) => uploaded.push(d)} />);
    answers.push(() => json([doc(31, 'Invoice.PDF')], 201), () => json([doc(32, 'notes.txt')], 201));
    await pick('document-upload', [file('Invoice.PDF', 10), file('setup.exe'), file('Invoice.PDF', 10), file('notes.txt', 3)]);
    await settle();
    expect(toastTexts()).toEqual(['error: Oops! file type not allowed (exe)', 'error: Oops! file already in the list (Invoice.PDF)']);
    // One POST per file, in the order picked, each with one part named `file`, plus the extra parts.
    expect(sent).toEqual([
      { url: '/api/inventory/4/upload/2', method: 'POST', files: ['Invoice.PDF'], parts: { note: 'n' } },
      { url: '/api/inventory/4/upload/2', method: 'POST', files: ['notes.txt'], parts: { note: 'n' } },
    ]);
    expect(uploaded.map((d) => d.map((x) => x.id))).toEqual([[31], [32]]);
    expect(items()).toEqual(['Invoice.PDF done', 'notes.txt done']);

    // Uploaded files stay in the list: the same one again is refused, and nothing is sent.
    await pick('document-upload', [file('notes.txt', 3)]);
    expect(toastTexts()).toContain('error: Oops! file already in the list (notes.txt)');
    expect(sent).toHaveLength(2);
  });

  it('asks about the chosen files first when told: each choice uploads with the parts its answer gives, or not at all', async () => {
    const asked: Array<{ names: string[]; enqueue: (parts?: Readonly<Record<string, string>>) => void }> = [];
    await mount(<DocumentUpload path="/api/assignment/9/upload/2" confirmFiles={(files, enqueue) => asked.push({ names: files.map((f) => f.name), enqueue })} />);
    await pick('document-upload', [file('secret.pdf'), file('setup.exe')]);
    await settle();
    // Only what passed the checks is asked about, and nothing is sent before the answer.
    expect(asked.map((a) => a.names)).toEqual([['secret.pdf']]);
    expect(sent).toEqual([]);
    await act(async () => asked[0].enqueue({ protected: 'true' }));
    await settle();
    await pick('document-upload', [file('open.pdf')]);
    await act(async () => asked[1].enqueue());
    await settle();
    await pick('document-upload', [file('dropped.pdf')]);
    await settle();
    expect(sent).toEqual([
      { url: '/api/assignment/9/upload/2', method: 'POST', files: ['secret.pdf'], parts: { protected: 'true' } },
      { url: '/api/assignment/9/upload/2', method: 'POST', files: ['open.pdf'], parts: {} },
    ]);
    expect(items()).toEqual(['secret.pdf done', 'open.pdf done']);
  });

  it('marks a refused upload failed, and sends it again on retry', async () => {
    await mount(<DocumentUpload path="/api/assignment/9/upload/" />);
    answers.push(() => json({ messages: ['The file big.pdf is larger than the 20 MB limit.'] }, 413));
    await pick('document-upload', [file('big.pdf')]);
    await settle();
    expect(items()).toEqual(['big.pdf failed']);
    answers.push(() => json([doc(40, 'big.pdf')], 201));
    await click(document.querySelector('[data-testid="upload-retry"]'));
    await settle();
    expect(sent.map((s) => s.files)).toEqual([['big.pdf'], ['big.pdf']]);
    expect(items()).toEqual(['big.pdf done']);
  });
});

describe('DocumentList', () => {
  it('lists name, size and date, refuses the item photo, and asks before deleting a document', async () => {
    const deleted: number[] = [];
    const onDelete = async (d: UploadedDocument) => void deleted.push(d.id);
    await mount(<DocumentList documents={[doc(1, 'front.jpg', 'asset'), doc(2, 'report.pdf')]} onDelete={onDelete} />);
    const rows = [...document.querySelectorAll('[data-testid="document-row"]')];
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent))).toEqual([
      ['front.jpgItem photo', '2 KB', '20 Nov, 2026'],
      ['report.pdf', '2 KB', '20 Nov, 2026'],
    ]);
    expect(rows[1].querySelector('a')?.getAttribute('href')).toBe('/files/document/2');

    await click(rows[0].querySelector('[data-testid="document-delete"]'));
    expect(toastTexts()).toEqual(['error: Delete the item photo at the top of the page']);
    expect(document.querySelector('[data-testid="document-delete-modal"]')).toBeNull();

    await click(rows[1].querySelector('[data-testid="document-delete"]'));
    expect(document.querySelector('[data-testid="document-delete-modal"]')?.textContent).toContain('Delete report.pdf?');
    await click(document.querySelector('[data-testid="confirm-ok"]'));
    expect(deleted).toEqual([2]);
    expect(toastTexts()).toContain('success: Woohoo! Document deleted');
    expect(document.querySelector('[data-testid="document-delete-modal"]')).toBeNull();
  });

  it('has no delete buttons when it is only to be read', async () => {
    await mount(<DocumentList documents={[doc(2, 'report.pdf')]} />);
    expect(document.querySelector('[data-testid="document-delete"]')).toBeNull();
  });
});

describe('PhotoInput', () => {
  it('takes one photo of the photo types and sends nothing itself', async () => {
    const chosen: string[] = [];
    await mount(<PhotoInput value={null} onChange={(f) => chosen.push(f.name)} />);
    await pick('photo-input', [file('scan.pdf')]);
    expect(toastTexts()).toEqual(['error: Oops! file type not allowed (pdf)']);
    await pick('photo-input', [file('front.JPG'), file('back.png')]);
    expect(chosen).toEqual(['front.JPG']);
    expect(toastTexts()).toContain('error: Only one file can be added here: back.png was left out.');
    expect(sent).toEqual([]);
    expect(document.querySelector('[data-testid="photo-input-input"]')?.getAttribute('accept')).toBe('.jpg,.png,.jpeg,.bmp,.gif');
  });
});
