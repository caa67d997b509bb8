/**
 * The benchmark's 10,000 generated documents of one collection, in nested folders: what the
 * content index and the search index are measured on at scale.
 */
export const GENERATED_DOCUMENT_COUNT = 10_000;

export interface GeneratedDocument {
  /** The file's path inside its collection, `area-3/topic-12/part-1/document-42.md`. */
  file: string;
  markdown: string;
}

const PARAGRAPH = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(12);

export function generatedDocuments(count = GENERATED_DOCUMENT_COUNT): GeneratedDocument[] {
  return Array.from({ length: count }, (_, index) => {
    const day = String((index % 28) + 1).padStart(2, '0');
    return {
      file: `area-${index % 10}/topic-${index % 37}/part-${index % 5}/document-${index}.md`,
      markdown: `# Document ${index}\ndescription: Generated document ${index}.\nupdated: 2026-0${(index % 9) + 1}-${day}\n\n${PARAGRAPH}\n`,
    };
  });
}
