import { Link } from "react-router";
import type { ProductStyle } from "../../../modules/catalog/index.ts";

/** The colours as links to /color/{colorId}: without a reload or a scroll when scripts run, plain links otherwise. */
export function ColorSwatches(props: { styles: ProductStyle[]; colorId: number; basePath: string }) {
  const { styles, colorId, basePath } = props;
  const current = styles.find((style) => style.colorId === colorId);
  return (
    <fieldset className="color-swatches">
      <legend>
        Color: <span className="color-name">{current?.color}</span>
      </legend>
      <ul>
        {styles.map((style) => (
          <li key={style.styleId}>
            <Link
              to={`${basePath}/color/${style.colorId}`}
              preventScrollReset
              replace
              aria-current={style.colorId === colorId ? "true" : undefined}
              aria-label={style.inStock ? style.color : `${style.color} (out of stock)`}
              className={style.inStock ? "swatch" : "swatch oos"}
            >
              <img src={style.swatchUrl} alt="" width={42} height={42} loading="lazy" />
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
