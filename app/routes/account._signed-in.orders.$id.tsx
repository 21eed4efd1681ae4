import { Link, useLoaderData } from 'react-router';
import { ShopImage } from '~/components/catalogue/ShopImage';
import type { Route } from './+types/account._signed-in.orders.$id';
import { accounts } from '~/lib/account/accounts.server';
import { parseNumericId, type Money } from '~/lib/account/customer-view';
import { accountMessages } from '~/lib/messages/account';
import { messages } from '~/lib/messages/spec';
import { orderMessages } from '~/lib/messages/orders';
import { formatMoney } from '~/lib/locale/money';
import { seoMeta, siteSeo } from '~/lib/seo';
import { AccountFrame } from '~/components/account/AccountFrame';
import { AddressCard } from '~/components/account/AddressCard';
import { formatDate, orderStatus, paymentStatus } from '~/components/account/format';

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...seoMeta({ title: data?.order ? orderMessages.order(data.order.name) : orderMessages.orderTitle }, siteSeo(matches[0]?.data?.settings)),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseNumericId(params.id);
  if (!id) throw new Response(accountMessages.orderNotFound, { status: 404 });
  const order = await accounts(context).loadOrder(request, id);
  if (!order) throw new Response(accountMessages.orderNotFound, { status: 404 });
  return { order };
}

function Amount({ money }: { money: Money | null }) {
  return money ? <>{formatMoney(money)}</> : null;
}

/** One order: lines with original and discounted totals, addresses, totals, fulfilment and tracking. */
export default function OrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const discounted = (line: (typeof order.lines)[number]) => Number(line.discounted.amount) < Number(line.original.amount);
  const shippingIsFree = Number(order.shipping.amount) === 0;
  return (
    <AccountFrame eyebrow={orderMessages.placed(formatDate(order.processedAt))} title={orderMessages.order(order.name)}>
      <p className="order-status">
        <span className="order-status__label">{orderMessages.status}</span>
        <span>{orderStatus(order)}</span>
        {order.financialStatus ? <span className="order-status__payment">{paymentStatus(order.financialStatus)}</span> : null}
      </p>

      <section className="account-section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{orderMessages.items}</h2>
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">{orderMessages.item}</th>
              <th scope="col">{orderMessages.quantity}</th>
              <th scope="col">{orderMessages.total}</th>
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
                      <span className="visually-hidden">{orderMessages.discountedTotal}</span>
                      <span>{formatMoney(line.discounted)}</span> <span className="visually-hidden">{orderMessages.originalTotal}</span>
                      <s>{formatMoney(line.original)}</s>
                    </>
                  ) : (
                    formatMoney(line.original)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="order-totals">
          {order.subtotal ? (
            <>
              <dt>{orderMessages.subtotal}</dt>
              <dd>
                <Amount money={order.subtotal} />
              </dd>
            </>
          ) : null}
          <dt>{orderMessages.shipping}</dt>
          <dd>{shippingIsFree ? messages.shippingFree : <Amount money={order.shipping} />}</dd>
          <dt>{orderMessages.tax}</dt>
          <dd>
            <Amount money={order.tax} />
          </dd>
          {Number(order.refunded.amount) > 0 ? (
            <>
              <dt>{orderMessages.refunded}</dt>
              <dd>−{formatMoney(order.refunded)}</dd>
            </>
          ) : null}
          <dt className="order-totals__total">{orderMessages.total}</dt>
          <dd className="order-totals__total">{formatMoney(order.total)}</dd>
        </dl>
      </section>

      <div className="account-overview">
        <section className="account-card" aria-labelledby="shipping-address-title">
          <h2 id="shipping-address-title">{orderMessages.shippingAddress}</h2>
          {order.shippingAddress ? (
            <AddressCard address={order.shippingAddress} />
          ) : (
            <p className="account-muted">{orderMessages.noShippingAddress}</p>
          )}
        </section>
        <section className="account-card" aria-labelledby="billing-address-title">
          <h2 id="billing-address-title">{orderMessages.billingAddress}</h2>
          {order.billingAddress ? (
            <AddressCard address={order.billingAddress} />
          ) : (
            <p className="account-muted">{orderMessages.sameAsShipping}</p>
          )}
        </section>
      </div>

      <section className="account-section" aria-labelledby="fulfilment-title">
        <h2 id="fulfilment-title">{orderMessages.delivery}</h2>
        {order.fulfillments.length ? (
          <ul className="tracking-list">
            {order.fulfillments.map((fulfillment, index) => (
              <li key={index}>
                <span>{fulfillment.company ?? orderMessages.shipment}</span>
                {fulfillment.tracking.map((info, trackingIndex) =>
                  info.url ? (
                    <a key={trackingIndex} href={info.url} target="_blank" rel="noreferrer noopener">
                      {orderMessages.track(info.number)}
                    </a>
                  ) : (
                    <span key={trackingIndex}>{info.number}</span>
                  ),
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="account-muted">{orderMessages.notShipped}</p>
        )}
      </section>
      <p>
        <Link to="/account" className="text-link">
          {orderMessages.allOrders}
        </Link>
      </p>
    </AccountFrame>
  );
}
