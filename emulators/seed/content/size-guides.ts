// Size guides for clothing, shoes and belts, as tables of Italian sizes and their equivalents.
import type { SizeGuideDocument } from '../../../content-model/documents.ts';
import type { ContentBuilder } from './builder.ts';
import { slug, stamp } from './builder.ts';
import { SIZE_GUIDE } from './ids.ts';

type Stored = SizeGuideDocument & { _createdAt: string; _updatedAt: string };

export function sizeGuideDocuments(b: ContentBuilder): Stored[] {
  const table = (columns: string[], rows: string[][]): SizeGuideDocument['table'] => ({
    _type: 'sizeTable',
    columns,
    rows: rows.map((cells) => ({ _type: 'sizeRow', _key: b.key(), cells })),
  });

  return [
    {
      _id: SIZE_GUIDE.clothing,
      _type: 'sizeGuide',
      ...stamp('2025-07-01'),
      title: 'Clothing',
      slug: slug('clothing'),
      intro: b.text(
        'Shirts and coats are cut to an Italian fit: close at the shoulder, with room through the body. Measurements are of the body, in centimetres.',
      ),
      table: table(
        ['Size', 'Italy', 'UK', 'US', 'France', 'Chest (cm)', 'Waist (cm)'],
        [
          ['XS', '40', '8', '4', '36', '82–85', '64–67'],
          ['S', '42', '10', '6', '38', '86–89', '68–71'],
          ['M', '44', '12', '8', '40', '90–94', '72–76'],
          ['L', '46', '14', '10', '42', '95–99', '77–81'],
          ['XL', '48', '16', '12', '44', '100–105', '82–87'],
          ['XXL', '50', '18', '14', '46', '106–111', '88–93'],
        ],
      ),
      notes: b.text('The Cappotto Cammello is cut generously: between two sizes, take the smaller.'),
    },
    {
      _id: SIZE_GUIDE.shoes,
      _type: 'sizeGuide',
      ...stamp('2025-07-01'),
      title: 'Shoes',
      slug: slug('shoes'),
      intro: b.text('Our shoes are made on Italian lasts and sized in EU sizes. Unlined loafers ease by about half a size with wear.'),
      table: table(
        ['EU', 'UK', 'US women', 'US men', 'Foot length (cm)'],
        [
          ['36', '3', '6', '4', '23.0'],
          ['37', '4', '7', '5', '23.7'],
          ['38', '5', '8', '6', '24.4'],
          ['39', '6', '9', '7', '25.0'],
          ['40', '7', '10', '8', '25.7'],
          ['41', '7.5', '10.5', '8.5', '26.4'],
          ['42', '8', '11', '9', '27.0'],
          ['43', '9', '12', '10', '27.7'],
          ['44', '10', '13', '11', '28.4'],
          ['45', '11', '14', '12', '29.0'],
        ],
      ),
      notes: b.text('Between two sizes, take the smaller one in the Mocassino Veneziano.'),
    },
    {
      _id: SIZE_GUIDE.belts,
      _type: 'sizeGuide',
      ...stamp('2025-07-01'),
      title: 'Belts',
      slug: slug('belts'),
      intro: b.text(
        'Belt length is measured from the buckle’s pin to the middle hole. Choose the length that matches your trouser waist size.',
      ),
      table: table(
        ['Belt length (cm)', 'Waist (cm)', 'Waist (in)', 'Trouser size (IT)'],
        [
          ['75', '70–75', '28–30', '42–44'],
          ['80', '75–80', '30–32', '44–46'],
          ['85', '80–85', '32–34', '46–48'],
          ['90', '85–90', '34–36', '48–50'],
          ['95', '90–95', '36–38', '50–52'],
          ['100', '95–100', '38–40', '52–54'],
        ],
      ),
      notes: b.text('Each belt has five holes 2.5 cm apart; the atelier can add a hole free of charge.'),
    },
  ];
}
