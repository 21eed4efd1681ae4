import { productMessages } from '~/lib/messages';

/** The piece's material (my_fields.fabrication) and the colours its style comes in (my_fields.style_color). */
export function ProductFacts({ material, colours }: { material?: string | null; colours?: string | null }) {
  const facts: Array<{ term: string; value: string }> = [];
  if (material?.trim()) facts.push({ term: productMessages.material, value: material.trim() });
  if (colours?.trim()) facts.push({ term: productMessages.styleColours, value: colours.trim() });
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
