import { createContext, useContext } from 'react';

/**
 * Where non-blocking overlays (the cookie banner) render while a modal that cannot be closed is
 * open. A MUI modal hides everything outside it from assistive technology and traps the keyboard
 * inside, so the AuthModal offers a node inside its own focus trap; the cookie banner portals
 * itself there and stays reachable by keyboard and screen reader.
 */
export interface OverlayLayer {
  node: HTMLElement | null;
  setNode: (node: HTMLElement | null) => void;
}

export const OverlayLayerContext = createContext<OverlayLayer | null>(null);

export function useOverlayLayer(): OverlayLayer | null {
  return useContext(OverlayLayerContext);
}
