import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { ViewEvent } from '~/analytics/AnalyticsRoot';
import type { Route } from './+types/cart';
import { bagJoinsMarket, runCartCommand } from '~/bag/cart.server';
import { readBag } from '~/bag/cart-read.server';
import { bagFollowsCustomer } from '~/accounts/accounts.server';
import { readCartCommand } from '~/bag/input';
import { readForm } from '~/core/security/request-body.server';
import { echoable } from '~/core/security/typed-text';
import { checkoutTarget } from '~/bag/checkout';
import { DISCOUNT_CODE_MAX_LENGTH } from '~/core/constants';
import { bagMessages } from '~/bag/texts';
import { messages } from '~/core/texts/spec';
import { pageMeta, pageLocale } from '~/core/page-meta';
import { loadSiteSettings } from '~/core/settings/settings.server';
import { shippingNote } from '~/core/settings/shell-settings';
import { CartMain } from '~/bag/CartMain';
import bagStyles from '~/bag/bag.css?url';
import { type BagActionData } from '~/bag/bag-types';
import { isBagActionData } from '~/bag/bag-form';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';
import { documentLocale } from '~/core/locale/document-locale';

// The bag's styles come with its page (and with the drawer), not with every page.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: bagStyles, precedence: 'default' }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: messagesIn(pageLocale(args.matches), bagMessages).title,
    // A shopper's own bag is nobody's search result.
    robots: 'noindex',
  });

export async function loader({ context }: Route.LoaderArgs) {
  // The shop unreachable is not an empty bag: 503 and a page that says the bag cannot be shown.
  const [{ cart, unavailable }, settings] = await Promise.all([readBag(context), loadSiteSettings(context)]);
  return data(
    { cart, unavailable, shippingNote: shippingNote(settings) },
    { status: unavailable ? 503 : 200, headers: { 'Cache-Control': 'private, no-store' } },
  );
}

function answer(body: BagActionData, status: number, headers?: Headers) {
  return data(body, { status, headers });
}

/**
 * Every bag form posts here (Hydrogen's CartForm actions and the checkout button). Input is checked
 * first (cart/input.ts), then against the bag as it is; a refusal is a 4xx with a message and leaves
 * the bag untouched. Without JavaScript the answer is this page, rendered with the message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const bagText = messagesIn(context.locale, bagMessages);
  const specText = messagesIn(context.locale, messages);
  const read = await readForm(request);
  if (!read.ok) return answer({ kind: null, error: bagText.formUnreadable, notice: null }, read.status);
  const formData = read.form;
  const parsed = readCartCommand(formData, context.locale);
  if (!parsed.ok) {
    const typed = formData.get('discountCode');
    // What was typed comes back (as much of it as the field holds), so the shopper can correct it.
    const discountCode = typeof typed === 'string' ? echoable(typed).slice(0, DISCOUNT_CODE_MAX_LENGTH) : undefined;
    return answer(
      { kind: null, error: parsed.message, notice: null, ...(discountCode !== undefined ? { discountCode, kind: 'discounts' } : {}) },
      parsed.status,
    );
  }

  const { command } = parsed;
  if (command.kind === 'checkout') {
    const { cart, unavailable } = await readBag(context);
    if (unavailable) return answer({ kind: 'checkout', error: bagText.checkoutUnavailable, notice: null }, 503);
    if (cart) {
      // One change to the bag's buyer at a time: the market of this address, then the customer.
      await bagJoinsMarket(context, cart);
      await bagFollowsCustomer(context, cart);
    }
    const target = checkoutTarget(cart, request.headers.get('Cookie'));
    if (target.ok) return redirect(target.location, 303);
    return target.reason === 'empty'
      ? answer({ kind: 'checkout', error: bagText.bagEmptyAtCheckout, notice: null }, 400)
      : answer({ kind: 'checkout', error: bagText.checkoutUnavailable, notice: null }, 503);
  }

  try {
    const outcome = await runCartCommand(context, command, parsed.cartId);
    const discountCode = command.kind === 'discounts' && outcome.error ? (command.added ?? undefined) : undefined;
    return answer(
      { kind: command.kind, error: outcome.error, notice: outcome.notice, ...(discountCode ? { discountCode } : {}) },
      outcome.status,
      outcome.headers,
    );
  } catch (error) {
    // The shop could not be reached: nothing changed, and the shopper may simply try again.
    console.error('Cart action failed:', error);
    return answer({ kind: command.kind, error: specText.somethingWentWrong, notice: null }, 503);
  }
}

/**
 * With JavaScript, a failed request (network, server error) must not tear the page down: the form
 * shows 'Something went wrong' (spec section 8) and the optimistic change falls back to the bag as
 * the shop has it, because the loaders revalidate.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<BagActionData> {
  try {
    const result = await oneBagChangeAtATime(() => serverAction());
    return isBagActionData(result)
      ? result
      : { kind: null, error: messagesIn(documentLocale(), messages).somethingWentWrong, notice: null };
  } catch {
    return { kind: null, error: messagesIn(documentLocale(), messages).somethingWentWrong, notice: null };
  }
}

/**
 * Bag changes from every tab of this browser take turns (Web Locks), so a change always carries the
 * cart cookie the previous one set: two tabs adding their first piece at once fill one bag. Without
 * Web Locks, or without JavaScript, the server folds the second cart in (stray-carts.server.ts).
 */
function oneBagChangeAtATime<T>(change: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('bottega-bag', change) : change();
}

export default function CartPage() {
  const bagText = messagesIn(useLocale(), bagMessages);
  const { cart, unavailable } = useLoaderData<typeof loader>();
  const answered = useActionData();
  const pageAnswer = isBagActionData(answered) && answered.kind !== 'discounts' ? answered : null;
  // Without JavaScript this page is the answer to the form: it says what changed (with it, the shell's live region does).
  const count = cart?.totalQuantity ?? 0;
  const said =
    pageAnswer?.error ??
    pageAnswer?.notice ??
    (count && pageAnswer?.kind === 'add' ? bagText.added(count) : count && pageAnswer?.kind === 'update' ? bagText.updated(count) : null);
  return (
    <section className="bag-page" aria-labelledby="bag-title">
      <header className="bag-page__header">
        <h1 id="bag-title">{bagText.title}</h1>
        {cart?.totalQuantity ? <p className="bag-page__count">[{cart.totalQuantity}]</p> : null}
      </header>
      {said ? (
        <p
          className={`bag-message bag-page__message ${pageAnswer?.error ? 'bag-message--error' : 'bag-message--notice'}`}
          role={pageAnswer?.error ? 'alert' : 'status'}
        >
          {said}
        </p>
      ) : null}
      <CartMain cart={cart} layout="page" unavailable={unavailable} />
      <ViewEvent type="cart_viewed" data={{ cart }} />
    </section>
  );
}
