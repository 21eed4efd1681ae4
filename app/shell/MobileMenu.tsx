import { commonMessages } from '~/core/texts/common';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { linkKey, type ShellMenuEntry } from '~/core/settings/shell-data';
import { ResolvedLink } from '~/core/sanity/ContentLink';
import { MenuImages } from '~/shell/MenuImages';
import { SubMenu } from '~/shell/SubMenu';
import { Panel } from '~/core/ui/Panel';
import { SheetStyles } from '~/core/ui/SheetStyles';
import { usePanels } from '~/core/ui/panels';
import { BagCount } from '~/bag/BagCount';
import { bagMessages } from '~/bag/texts';
import { messages } from '~/core/texts/spec';
import { shellMessages } from '~/shell/texts';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

/**
 * The mobile menu: one tab per top-level entry of `menuMobile`, then Search, Account and
 * Bag [count] (spec section 2).
 */
export function MobileMenu({
  entries,
  isSignedIn,
  hostedSignIn = false,
}: {
  entries: ShellMenuEntry[];
  isSignedIn: boolean;
  hostedSignIn?: boolean;
}) {
  const locale = useLocale();
  const shellText = messagesIn(locale, shellMessages);
  const commonText = messagesIn(locale, commonMessages);
  const specText = messagesIn(locale, messages);
  const bagText = messagesIn(locale, bagMessages);
  const [active, setActive] = useState(0);
  const panels = usePanels();
  const baseId = useId();
  const current = entries[active];
  return (
    <>
      <SheetStyles />
      <Panel name="mobile-menu" title={commonText.menu} placement="left" className="mobile-menu">
        {entries.length > 0 ? (
          <>
            <div role="tablist" aria-label={shellText.menuSections} className="mobile-menu__tabs">
              {entries.map((entry, index) => (
                <button
                  key={linkKey(entry, index)}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${index}`}
                  aria-controls={`${baseId}-panel-${index}`}
                  aria-selected={index === active}
                  tabIndex={index === active ? 0 : -1}
                  className="mobile-menu__tab"
                  onClick={() => setActive(index)}
                  onKeyDown={(event) => {
                    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                    if (!step) return;
                    const next = (index + step + entries.length) % entries.length;
                    setActive(next);
                    document.getElementById(`${baseId}-tab-${next}`)?.focus();
                  }}
                >
                  {entry.title}
                </button>
              ))}
            </div>
            {current ? (
              <div
                role="tabpanel"
                id={`${baseId}-panel-${active}`}
                aria-labelledby={`${baseId}-tab-${active}`}
                className="mobile-menu__panel"
              >
                {current.href ? (
                  <ResolvedLink href={current.href} className="mobile-menu__all">
                    {current.title}
                  </ResolvedLink>
                ) : null}
                {current.subMenus.map((sub, subIndex) => (
                  <SubMenu
                    key={`${subIndex}:${sub.title}`}
                    sub={sub}
                    entryTitle={current.title}
                    className="mobile-menu__group"
                    headingClassName="mobile-menu__heading"
                  />
                ))}
                <MenuImages images={current.images} />
              </div>
            ) : null}
          </>
        ) : null}
        <ul className="mobile-menu__utility">
          <li>
            <Link to="/search" onClick={(event) => (event.preventDefault(), panels.open('search'))}>
              {shellText.search}
            </Link>
          </li>
          <li>
            {isSignedIn ? (
              <Link to="/account">{specText.account}</Link>
            ) : hostedSignIn ? (
              // Shopify's hosted sign-in is another site: a document link, no panel.
              <Link to="/account/login" reloadDocument>
                {specText.account}
              </Link>
            ) : (
              <Link to="/account/login" onClick={(event) => (event.preventDefault(), panels.open('account'))}>
                {specText.account}
              </Link>
            )}
          </li>
          <li>
            <Link to="/cart" onClick={(event) => (event.preventDefault(), panels.open('cart'))}>
              {bagText.link} [<BagCount />]
            </Link>
          </li>
        </ul>
      </Panel>
    </>
  );
}
