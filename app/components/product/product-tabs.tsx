import { type KeyboardEvent, type ReactNode, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.tsx";

export interface ProductTab {
  id: string;
  title: string;
  content: ReactNode;
}

/** Accessible tabs (arrow keys move between them); without JavaScript every panel is a visible section. */
export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const hydrated = useHydrated();
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  if (!hydrated) {
    return (
      <div className="product-tabs">
        {tabs.map((tab) => (
          <section key={tab.id} aria-labelledby={`${tab.id}-heading`} className="product-tab-panel">
            <h2 id={`${tab.id}-heading`}>{tab.title}</h2>
            {tab.content}
          </section>
        ))}
      </div>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    const index = tabs.findIndex((tab) => tab.id === selectedId);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    setSelectedId(next.id);
    document.getElementById(`${next.id}-tab`)?.focus();
  };
  return (
    <div className="product-tabs">
      <div role="tablist" aria-label="Product information" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${tab.id}-tab`}
            type="button"
            role="tab"
            aria-selected={tab.id === selectedId}
            aria-controls={`${tab.id}-panel`}
            tabIndex={tab.id === selectedId ? 0 : -1}
            onClick={() => setSelectedId(tab.id)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${tab.id}-panel`}
          role="tabpanel"
          aria-labelledby={`${tab.id}-tab`}
          hidden={tab.id !== selectedId}
          className="product-tab-panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
