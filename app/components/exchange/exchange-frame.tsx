import type { ReactNode } from "react";

/** The page's parts in one frame: the title, its step's heading, and the step numbers as data only. */
export function ExchangeFrame({
  step,
  pageStep,
  heading,
  children,
}: {
  step: number;
  pageStep?: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section
      className="page account-page exchange-page"
      aria-labelledby="exchange-step-heading"
      data-exchange-step={step}
      data-page-step={pageStep}
    >
      <h1>Exchange</h1>
      <h2 id="exchange-step-heading">{heading}</h2>
      {children}
    </section>
  );
}
