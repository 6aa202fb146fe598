/**
 * Per-page <title> and meta description. React 19 hoists these into <head>,
 * and the prerenderer keeps them in the static HTML, so every public page is
 * indexable with its own title.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const fullTitle = title === 'HomeLedger' ? title : `${title} | HomeLedger`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
