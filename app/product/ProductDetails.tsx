import { productMessages } from '~/product/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

interface ProductDetailSection {
  id: string;
  title: string;
  text: string | null | undefined;
}

/** Multi-line metafield text: blank lines separate paragraphs, single newlines break lines. */
function MultilineText({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>
            {paragraph.split('\n').map((line, lineIndex, lines) => (
              <span key={lineIndex}>
                {line}
                {lineIndex < lines.length - 1 ? <br /> : null}
              </span>
            ))}
          </p>
        ))}
    </>
  );
}

/** The pdp.* sections as native disclosure widgets: they open and close without JavaScript. */
export function ProductDetails({
  description,
  materialsAndCare,
  dimensions,
  shipping,
}: {
  description?: string | null;
  materialsAndCare?: string | null;
  dimensions?: string | null;
  shipping?: string | null;
}) {
  const productText = messagesIn(useLocale(), productMessages);
  const sections: ProductDetailSection[] = [
    { id: 'description', title: productText.description, text: description },
    { id: 'materials', title: productText.materialsAndCare, text: materialsAndCare },
    { id: 'dimensions', title: productText.dimensions, text: dimensions },
    { id: 'shipping', title: productText.shipping, text: shipping },
  ].filter((section) => section.text?.trim());
  return (
    <div className="product-details">
      {sections.map((section, index) => (
        <details key={section.id} className="product-details__section" open={index === 0} id={`product-${section.id}`}>
          <summary>{section.title}</summary>
          <div className="product-details__body">
            <MultilineText text={section.text ?? ''} />
          </div>
        </details>
      ))}
    </div>
  );
}
