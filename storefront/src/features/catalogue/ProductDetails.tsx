import type { ProductFull } from '@gamelle/contract/catalogue/product';
import { LazyMarkdown as Markdown, useMessages, languageTag, useLocale } from '../shared/index.ts';
import { productPartMessages } from './part-messages.ts';
import * as styles from './product.css.ts';

/** Description, composition, additives, analytical constituents and metabolizable energy. */
export function ProductDetails({ product }: { product: ProductFull }) {
  const t = useMessages(productPartMessages);
  const locale = useLocale();
  const number = (n: number) => n.toLocaleString(languageTag(locale));
  const constituents = [
    [t.protein, product.analytical_constituents.protein],
    [t.fat, product.analytical_constituents.fat],
    [t.fibre, product.analytical_constituents.fibre],
    [t.ash, product.analytical_constituents.ash],
    [t.moisture, product.analytical_constituents.moisture],
  ] as const;
  return (
    <div>
      <section>
        <h2>{t.description}</h2>
        <Markdown source={product.description} headingOffset={2} />
      </section>
      <section>
        <h2>{t.composition}</h2>
        <p>{product.composition}</p>
        <h3>{t.additives}</h3>
        <p>{product.additives}</p>
      </section>
      <section>
        <h2>{t.constituents}</h2>
        <table className={styles.constituents}>
          <tbody>
            {constituents.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{number(value)} %</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t.energy}</th>
              <td>{t.energyValue(number(product.metabolizable_energy))}</td>
            </tr>
          </tbody>
        </table>
      </section>
    </div>
  );
}
