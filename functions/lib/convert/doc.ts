// Legacy Word (.doc, Word 97-2003) to markdown with word-extractor: the document's text, paragraph by paragraph.
// The old binary format keeps no structure the extractor can read, so headings are not recovered.
import WordExtractor from 'word-extractor';

export async function docToMarkdown(data: Uint8Array): Promise<string> {
  const doc = await new WordExtractor().extract(Buffer.from(data));
  return doc
    .getBody()
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (/^[•●▪■◦·]\s*/.test(p) ? `- ${p.replace(/^[•●▪■◦·]\s*/, '')}` : p))
    .join('\n\n');
}
