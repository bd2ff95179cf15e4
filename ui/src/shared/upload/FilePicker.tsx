import { useRef } from 'react';
import { Button, DropZone, FileTrigger, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import { takeChosenFiles } from './chosenFiles';
import { cx } from '../ui/cx';
import { AriaLocale } from '../ui/AriaLocale';

export interface FilePickerProps {
  /** Names the drop zone for assistive technology, and prefixes the test ids (`<testId>-choose`). */
  label: string;
  /** The button's text ('Choose files'). */
  chooseLabel: string;
  /** The text beside the button ('or drop them here'). */
  hint: string;
  /** Lower-case extensions offered by the browser's file dialog (a drop is screened by the caller). */
  extensions: readonly string[];
  multiple: boolean;
  /** Every picked or dropped file, unscreened. */
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
  testId: string;
  className?: string;
}

const isFile = (item: DropItem): item is FileDropItem => item.kind === 'file';

/**
 * Drop files here or choose them: react-aria's DropZone (drag and drop, paste, a keyboard-reachable drop
 * target) around its FileTrigger (the hidden file input behind a button), in Bootstrap markup. The one
 * place files come in; what is done with them is the caller's (DocumentUpload, PhotoInput).
 */
export function FilePicker({ label, chooseLabel, hint, extensions, multiple, onFiles, isDisabled, testId, className }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  async function onDrop(items: readonly DropItem[]) {
    const files = await Promise.all(items.filter(isFile).map((item) => item.getFile()));
    onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <AriaLocale>
      <DropZone
        aria-label={label}
        isDisabled={isDisabled}
        onDrop={(event) => void onDrop(event.items)}
        // On the body background: the outline button and the hint on the tertiary grey were 4.26:1 (axe). The
        // zone's own keyboard target (react-aria's hidden paste and drop button) shows its focus on the zone.
        className={({ isDropTarget }) =>
          cx('upload-drop d-flex flex-wrap align-items-center gap-2 rounded p-3', isDropTarget ? 'bg-primary-subtle' : 'bg-body', className)
        }
        style={({ isDropTarget }) => ({ border: `2px dashed var(${isDropTarget ? '--bs-primary' : '--bs-border-color'})` })}
        data-testid={testId}
      >
        <FileTrigger
          ref={input}
          acceptedFileTypes={extensions.map((ext) => `.${ext}`)}
          allowsMultiple={multiple}
          onSelect={(list) => onFiles(takeChosenFiles(input.current, list))}
          data-testid={`${testId}-input`}
        >
          <Button className="btn btn-outline-primary btn-sm" isDisabled={isDisabled} data-testid={`${testId}-choose`}>
            {chooseLabel}
          </Button>
        </FileTrigger>
        <Text slot="label" className="small text-body-secondary">
          {hint}
        </Text>
      </DropZone>
    </AriaLocale>
  );
}
