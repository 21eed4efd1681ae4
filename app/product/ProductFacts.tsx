import { productMessages } from '~/product/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

interface ProductFactsProps {
  material?: string | null;
  colours?: string | null;
  weight?: string | null;
}

/**
 * The piece's material (my_fields.fabrication), the colours its style comes in
 * (my_fields.style_color) and the selected variant's weight.
 */
export function ProductFacts({ material, colours, weight }: ProductFactsProps) {
  const productText = messagesIn(useLocale(), productMessages);
  const facts: Array<{ term: string; value: string }> = [];
  if (material?.trim()) facts.push({ term: productText.material, value: material.trim() });
  if (colours?.trim()) facts.push({ term: productText.styleColours, value: colours.trim() });
  if (weight) facts.push({ term: productText.weight, value: weight });
  if (!facts.length) return null;
  return (
    <dl className="product__facts">
      {facts.map((fact) => (
        <div key={fact.term} className="product__fact">
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
