import { Link, useLoaderData } from 'react-router';
import { ShopImage } from '~/core/ui/ShopImage';
import type { Route } from './+types/account._signed-in.orders.$id';
import { accounts } from '~/accounts/accounts.server';
import type { Money } from '~/accounts/customer-view';
import { parseNumericId } from '~/accounts/address-view';
import { accountMessages } from '~/accounts/texts/account';
import { messages } from '~/core/texts/spec';
import { orderMessages } from '~/accounts/texts/orders';
import { formatMoney } from '~/core/locale/money';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { AccountFrame } from '~/accounts/AccountFrame';
import { AddressSection } from '~/accounts/AddressCard';
import { orderStatus, paymentStatus } from '~/accounts/format';
import { formatDate } from '~/core/locale/dates';
import { messagesIn } from '~/core/texts/language';
import { useLocale, useLanguageTag } from '~/core/locale/use-locale';

export const meta: Route.MetaFunction = (args) => {
  const orderText = messagesIn(pageLocale(args.matches), orderMessages);
  return pageMeta(args, { title: args.data?.order ? orderText.order(args.data.order.name) : orderText.orderTitle, robots: 'noindex' });
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const accountText = messagesIn(context.locale, accountMessages);
  const id = parseNumericId(params.id);
  if (!id) throw new Response(accountText.orderNotFound, { status: 404 });
  const order = await accounts(context).loadOrder(request, id);
  if (!order) throw new Response(accountText.orderNotFound, { status: 404 });
  return { order };
}

function Amount({ money }: { money: Money | null }) {
  const lang = useLanguageTag();
  return money ? <>{formatMoney(money, lang)}</> : null;
}

/** One order: lines with original and discounted totals, addresses, totals, fulfilment and tracking. */
export default function OrderPage() {
  const locale = useLocale();
  const lang = useLanguageTag();
  const orderText = messagesIn(locale, orderMessages);
  const specText = messagesIn(locale, messages);
  const { order } = useLoaderData<typeof loader>();
  const discounted = (line: (typeof order.lines)[number]) => Number(line.discounted.amount) < Number(line.original.amount);
  const shippingIsFree = Number(order.shipping.amount) === 0;
  return (
    <AccountFrame eyebrow={orderText.placed(formatDate(order.processedAt, locale))} title={orderText.order(order.name)}>
      <p className="order-status">
        <span className="order-status__label">{orderText.status}</span>
        <span>{orderStatus(order, locale)}</span>
        {order.financialStatus ? <span className="order-status__payment">{paymentStatus(order.financialStatus, locale)}</span> : null}
      </p>

      <section className="account-section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{orderText.items}</h2>
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">{orderText.item}</th>
              <th scope="col">{orderText.quantity}</th>
              <th scope="col">{orderText.total}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  <div className="order-line">
                    {line.image ? (
                      <ShopImage
                        data={line.image}
                        width={96}
                        height={120}
                        sizes="96px"
                        crop="center"
                        alt={line.image.altText ?? line.title}
                      />
                    ) : null}
                    <div>
                      {line.productHandle ? <Link to={`/products/${line.productHandle}`}>{line.title}</Link> : <span>{line.title}</span>}
                      {line.variantTitle ? <p className="order-line__variant">{line.variantTitle}</p> : null}
                    </div>
                  </div>
                </td>
                <td>{line.quantity}</td>
                <td className="order-line__price">
                  {discounted(line) ? (
                    <>
                      <span className="visually-hidden">{orderText.discountedTotal}</span>
                      <span>{formatMoney(line.discounted, lang)}</span> <span className="visually-hidden">{orderText.originalTotal}</span>
                      <s>{formatMoney(line.original, lang)}</s>
                    </>
                  ) : (
                    formatMoney(line.original, lang)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="order-totals">
          {order.subtotal ? (
            <>
              <dt>{orderText.subtotal}</dt>
              <dd>
                <Amount money={order.subtotal} />
              </dd>
            </>
          ) : null}
          <dt>{orderText.shipping}</dt>
          <dd>{shippingIsFree ? specText.shippingFree : <Amount money={order.shipping} />}</dd>
          <dt>{orderText.tax}</dt>
          <dd>
            <Amount money={order.tax} />
          </dd>
          {Number(order.refunded.amount) > 0 ? (
            <>
              <dt>{orderText.refunded}</dt>
              <dd>−{formatMoney(order.refunded, lang)}</dd>
            </>
          ) : null}
          <dt className="order-totals__total">{orderText.total}</dt>
          <dd className="order-totals__total">{formatMoney(order.total, lang)}</dd>
        </dl>
      </section>

      <div className="account-overview">
        <AddressSection
          id="shipping-address-title"
          title={orderText.shippingAddress}
          address={order.shippingAddress}
          none={orderText.noShippingAddress}
        />
        <AddressSection
          id="billing-address-title"
          title={orderText.billingAddress}
          address={order.billingAddress}
          none={orderText.sameAsShipping}
        />
      </div>

      <section className="account-section" aria-labelledby="fulfilment-title">
        <h2 id="fulfilment-title">{orderText.delivery}</h2>
        {order.fulfillments.length ? (
          <ul className="tracking-list">
            {order.fulfillments.map((fulfillment, index) => (
              <li key={index}>
                <span>{fulfillment.company ?? orderText.shipment}</span>
                {fulfillment.tracking.map((info, trackingIndex) =>
                  info.url ? (
                    <a key={trackingIndex} href={info.url} target="_blank" rel="noreferrer noopener">
                      {orderText.track(info.number)}
                    </a>
                  ) : (
                    <span key={trackingIndex}>{info.number}</span>
                  ),
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="account-muted">{orderText.notShipped}</p>
        )}
      </section>
      <p>
        <Link to="/account" className="text-link">
          {orderText.allOrders}
        </Link>
      </p>
    </AccountFrame>
  );
}
