// Where menus and tooltips are rendered: inside the landmark (main, the sidebar, the menu panel) that holds the
// control that opened them, not at the end of <body> outside every landmark. Screen reader users who move by
// landmark then find the open menu where its button is, and axe's "all content in landmarks" rule holds.
import { createContext, useContext, type ReactNode } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/** The element menus and tooltips opened inside `children` are rendered into (none: the end of <body>). */
export function PortalContainer({
  container,
  children,
}: {
  container: HTMLElement | null;
  children: ReactNode;
}) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

/** For a Radix Portal's `container`: the nearest landmark's element, or undefined for the default (<body>). */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
