/** The part of a file input read when files are chosen. */
export interface ChosenFilesInput {
  readonly files: FileList | readonly File[] | null;
  value: string;
}

/**
 * The files just chosen in a file input, and the input emptied again. A browser fires no change when the
 * same file is chosen twice in a row (its value has not changed), so without the reset a second pick of
 * one file would say nothing instead of 'Oops! file already in the list'.
 */
export function takeChosenFiles(input: ChosenFilesInput | null, chosen: FileList | null): File[] {
  const files = chosen ? Array.from(chosen) : [];
  if (input) input.value = '';
  return files;
}
