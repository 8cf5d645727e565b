import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const MENU = 'nav[aria-label="Main navigation"]';

/** The focus was left where a move by the menu leaves it: in the menu, or nowhere (a closed drawer). */
function leftByMenu(element: Element | null): boolean {
  return element === null || element === document.body || element.closest(MENU) !== null;
}

/**
 * After a move by the main menu the new page's heading takes the focus, as in the learner app: a
 * screen reader says where the user arrived, and the next Tab goes into the page, not through the
 * rest of the menu (react-admin leaves the focus on the menu item). Pages show their heading once
 * their data starts loading, so it is looked for for up to two seconds.
 */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) {
      return undefined;
    }
    shown.current = pathname;
    if (!leftByMenu(document.activeElement)) {
      return undefined;
    }
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      const heading = document.querySelector<HTMLElement>('#main-content h1');
      if (heading && leftByMenu(document.activeElement)) {
        // focusable by script only: the heading is no Tab stop
        heading.tabIndex = -1;
        heading.focus();
      }
      if (heading || tries >= 40) {
        window.clearInterval(timer);
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname]);
}
