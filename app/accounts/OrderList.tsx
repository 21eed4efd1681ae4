import { Link } from 'react-router';
import { ShopImage } from '~/core/ui/ShopImage';
import type { OrderSummaryView } from '~/accounts/customer-view';
import { formatMoney } from '~/core/locale/money';
import { orderStatus } from '~/accounts/format';
import { formatDate } from '~/core/locale/dates';
import { orderMessages } from '~/accounts/texts/orders';
import { accountMessages } from '~/accounts/texts/account';
import { useLocale, useLanguageTag } from '~/core/locale/use-locale';
import { messagesIn } from '~/core/texts/language';

/** The customer's orders, newest first (the query sorts them by processed date, reversed). */
export function OrderList({ orders }: { orders: OrderSummaryView[] }) {
  const locale = useLocale();
  const lang = useLanguageTag();
  const accountText = messagesIn(locale, accountMessages);
  const orderText = messagesIn(locale, orderMessages);
  if (!orders.length) {
    return (
      <div className="account-empty">
        <p>{accountText.noOrdersYet}</p>
        <Link to="/collections" className="button button--ghost">
          {accountText.exploreCollections}
        </Link>
      </div>
    );
  }
  return (
    <ol className="order-list">
      {orders.map((order) => (
        <li key={order.id} className="order-row">
          <div className="order-row__thumbs" aria-hidden="true">
            {order.items
              .slice(0, 3)
              .map((item, index) =>
                item.image ? (
                  <ShopImage key={index} data={item.image} width={72} height={90} sizes="72px" crop="center" alt="" />
                ) : (
                  <span key={index} className="order-row__placeholder" />
                ),
              )}
          </div>
          <div className="order-row__meta">
            <Link to={`/account/orders/${order.id}`} className="order-row__name">
              {orderText.order(order.name)}
            </Link>
            <span>{formatDate(order.processedAt, locale)}</span>
          </div>
          <span className="order-row__status">{orderStatus(order, locale)}</span>
          <span className="order-row__total">{formatMoney(order.total, lang)}</span>
        </li>
      ))}
    </ol>
  );
}
