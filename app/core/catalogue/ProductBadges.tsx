import { cardMessages } from '~/core/catalogue/texts';
import type { ProductBadge } from '~/core/catalogue/badges';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export function ProductBadges({ badges }: { badges: ProductBadge[] }) {
  const cardText = messagesIn(useLocale(), cardMessages);
  if (!badges.length) return null;
  return (
    <ul className="product-badges" aria-label={cardText.badges}>
      {badges.map((badge) => (
        <li key={`${badge.kind}-${badge.label}`} className={`product-badge product-badge--${badge.kind}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}

/** The pre-order note sits by the button, where the shopper decides. */
export function PreorderNote({ badges }: { badges: ProductBadge[] }) {
  const preorder = badges.find((badge) => badge.kind === 'preorder');
  if (!preorder || preorder.kind !== 'preorder' || !preorder.note) return null;
  return <p className="product__preorder-note">{preorder.note}</p>;
}
