import { useEffect, useId, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { CartForm } from '@shopify/hydrogen';
import { DISCOUNT_CODE_MAX_LENGTH } from '~/core/constants';
import { bagMessages } from '~/bag/texts';
import { type BagActionData } from '~/bag/bag-types';
import { BAG_ROUTE, isBagActionData } from '~/bag/bag-form';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';
import { announce } from '~/core/ui/announcer';

const FETCHER_KEY = 'bag-discount';

/**
 * Apply a code, or remove one: both send the whole list of codes the bag should hold (that is what
 * cartDiscountCodesUpdate takes). The shop's answer, applied or not applicable, shows under the field.
 */
export function DiscountCodes({ codes }: { codes: Array<{ code: string; applicable: boolean }> }) {
  const bagText = messagesIn(useLocale(), bagMessages);
  const fetcher = useFetcher<BagActionData>({ key: FETCHER_KEY });
  const pageAnswer = useActionData();
  const fieldId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const current = codes.map((entry) => entry.code);
  const answer = fetcher.data ?? (isBagActionData(pageAnswer) && pageAnswer.kind === 'discounts' ? pageAnswer : undefined);
  const idle = fetcher.state === 'idle';

  useEffect(() => {
    // Applied: clear the field for the next code. Refused: keep what the shopper typed.
    if (idle && fetcher.data && !fetcher.data.error && input.current) input.current.value = '';
    // The shop's answer is read out from the shell's live region; a refusal is an alert of its own.
    if (idle && fetcher.data?.notice && !fetcher.data.error) announce(fetcher.data.notice);
  }, [idle, fetcher.data]);

  return (
    <div className="bag-discounts">
      <CartForm
        route={BAG_ROUTE}
        fetcherKey={FETCHER_KEY}
        action={CartForm.ACTIONS.DiscountCodesUpdate}
        inputs={{ discountCodes: current }}
      >
        <div className="bag-discounts__form">
          <label htmlFor={fieldId} className="bag-discounts__label">
            {bagText.discountLabel}
          </label>
          <div className="bag-discounts__row">
            <input
              ref={input}
              id={fieldId}
              name="discountCode"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={DISCOUNT_CODE_MAX_LENGTH}
              defaultValue={answer?.error ? answer.discountCode : undefined}
              aria-describedby={answer ? messageId : undefined}
              aria-invalid={answer?.error ? true : undefined}
            />
            <button type="submit" className="button button--ghost bag-discounts__apply" disabled={!idle}>
              {bagText.applyDiscount}
            </button>
          </div>
        </div>
      </CartForm>
      {answer && (answer.error || answer.notice) ? (
        <p
          id={messageId}
          className={`bag-message ${answer.error ? 'bag-message--error' : 'bag-message--notice'}`}
          role={answer.error ? 'alert' : fetcher.data ? undefined : 'status'}
        >
          {answer.error ?? answer.notice}
        </p>
      ) : null}
      {codes.length ? (
        <ul className="bag-discounts__list" aria-label={bagText.discountLabel}>
          {codes.map(({ code, applicable }) => (
            <li key={code} className={applicable ? undefined : 'bag-discounts__code--inactive'}>
              <span className="bag-discounts__code">{code}</span>
              {applicable ? null : <span className="bag-discounts__note">{bagText.discountInactive}</span>}
              <CartForm
                route={BAG_ROUTE}
                fetcherKey={FETCHER_KEY}
                action={CartForm.ACTIONS.DiscountCodesUpdate}
                inputs={{ discountCodes: current.filter((other) => other !== code) }}
              >
                <button type="submit" className="bag-discounts__remove" aria-label={bagText.removeDiscount(code)}>
                  <span aria-hidden="true">×</span>
                </button>
              </CartForm>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
