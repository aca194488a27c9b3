import type { getCollectionProps } from "@conform-to/react";

type RadioProps = ReturnType<typeof getCollectionProps>[number];

/**
 * The radios of the ways a return goes back (a label type of TRANSPORT_OPTIONS each: its title, and its description
 * tied to it for assistive technology), shared by the return flow, one item's return and the
 * exchange. The first radio takes the focus when the field is in error after a submit.
 */
export function TransportOptionRadios({
  options,
  radios,
  idPrefix,
  errorId,
  autoFocus,
  labelClassName,
  descriptionClassName,
}: {
  options: readonly { labelType: string; title: string; description: string }[];
  radios: readonly RadioProps[];
  idPrefix: string;
  /** The field's error element, also named by each radio when the field is in error. */
  errorId?: string;
  autoFocus: boolean;
  labelClassName: string;
  descriptionClassName: string;
}) {
  return options.map((option, index) => {
    const { key: _key, ...props } = radios[index] ?? { key: undefined };
    const described = `${idPrefix}-${option.labelType}-description`;
    return (
      <label key={option.labelType} className={labelClassName}>
        <input
          {...props}
          aria-describedby={errorId ? `${errorId} ${described}` : described}
          // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
          autoFocus={autoFocus && index === 0}
        />
        <span>
          <strong>{option.title}</strong>
          <span id={described} className={descriptionClassName}>
            {option.description}
          </span>
        </span>
      </label>
    );
  });
}
