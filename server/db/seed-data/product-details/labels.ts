import { text, type Text } from '../text.ts';

/** A product page's description and specifications in the demo languages. */
export interface SeedProductDetails {
  description: Text;
  specifications: SeedSpecification[];
}

export interface SeedSpecification {
  label: Text;
  value: Text;
}

/** One specification row; a value without words (86 mm, 15 m) reads the same in every language. */
export const spec = (label: Text, value: Text | string): SeedSpecification => ({
  label,
  value: typeof value === 'string' ? text(value, value, value, value, value, value) : value,
});

/** The specification labels the product kinds share. */
export const LABEL = {
  lengths: text('Lengths', 'Longueurs', 'Längen', 'Længder', 'Longitudes', 'Längder'),
  length: text('Length', 'Longueur', 'Länge', 'Længde', 'Longitud', 'Längd'),
  waist: text('Waist width', 'Largeur au patin', 'Taillenbreite', 'Taljebredde', 'Anchura de patín', 'Midjebredd'),
  radius: text('Turn radius', 'Rayon de courbe', 'Radius', 'Svingradius', 'Radio de giro', 'Svängradie'),
  rocker: text('Rocker profile', 'Profil', 'Rocker-Profil', 'Rockerprofil', 'Perfil', 'Rockerprofil'),
  core: text('Core', 'Noyau', 'Kern', 'Kerne', 'Núcleo', 'Kärna'),
  level: text('Skier level', 'Niveau', 'Fahrkönnen', 'Niveau', 'Nivel', 'Nivå'),
  riderLevel: text('Rider level', 'Niveau', 'Fahrkönnen', 'Niveau', 'Nivel', 'Nivå'),
  flex: text('Flex', 'Flex', 'Flex', 'Flex', 'Flex', 'Flex'),
  last: text('Last width', 'Largeur de chaussant', 'Leistenbreite', 'Læstbredde', 'Ancho de horma', 'Lästbredd'),
  shell: text('Shell', 'Coque', 'Schale', 'Skal', 'Carcasa', 'Skal'),
  liner: text('Liner', 'Chausson', 'Innenschuh', 'Inderstøvle', 'Botín', 'Innersko'),
  din: text('DIN range', 'Plage DIN', 'Z-Wert', 'DIN-område', 'Rango DIN', 'DIN-intervall'),
  brakeWidth: text('Brake width', 'Largeur du stop-ski', 'Stopperbreite', 'Bremsebredde', 'Ancho de freno', 'Bromsbredd'),
  soles: text('Boot soles', 'Semelles compatibles', 'Sohlennormen', 'Støvlesåler', 'Suelas compatibles', 'Pjäxsulor'),
  weight: text('Weight', 'Poids', 'Gewicht', 'Vægt', 'Peso', 'Vikt'),
  material: text('Material', 'Matière', 'Material', 'Materiale', 'Material', 'Material'),
  shaft: text('Shaft', 'Tube', 'Rohr', 'Skaft', 'Caña', 'Skaft'),
  baskets: text('Baskets', 'Rondelles', 'Teller', 'Trinser', 'Arandelas', 'Trissor'),
  waterproofing: text('Waterproofing', 'Imperméabilité', 'Wassersäule', 'Vandtæthed', 'Impermeabilidad', 'Vattentäthet'),
  breathability: text('Breathability', 'Respirabilité', 'Atmungsaktivität', 'Åndbarhed', 'Transpirabilidad', 'Andningsförmåga'),
  insulation: text('Insulation', 'Isolation', 'Isolierung', 'Isolering', 'Aislamiento', 'Isolering'),
  fit: text('Fit', 'Coupe', 'Passform', 'Pasform', 'Corte', 'Passform'),
  sizes: text('Sizes', 'Tailles', 'Größen', 'Størrelser', 'Tallas', 'Storlekar'),
  shape: text('Shape', 'Forme', 'Form', 'Form', 'Forma', 'Form'),
  construction: text('Construction', 'Construction', 'Bauweise', 'Konstruktion', 'Construcción', 'Konstruktion'),
  safety: text('Safety', 'Sécurité', 'Sicherheit', 'Sikkerhed', 'Seguridad', 'Säkerhet'),
  vents: text('Ventilation', 'Ventilation', 'Belüftung', 'Ventilation', 'Ventilación', 'Ventilation'),
  lens: text('Lens', 'Écran', 'Scheibe', 'Glas', 'Lente', 'Lins'),
  lensCategory: text('Lens category', 'Catégorie de verre', 'Filterkategorie', 'Filterkategori', 'Categoría de lente', 'Filterkategori'),
  care: text('Care', 'Entretien', 'Pflege', 'Vask', 'Cuidado', 'Skötsel'),
  contents: text('In the pack', 'Contenu', 'Im Set', 'Indhold', 'Contenido', 'I paketet'),
  resort: text('Resort', 'Station', 'Skigebiet', 'Skisportssted', 'Estación', 'Skidort'),
  validity: text('Valid for', 'Validité', 'Gültigkeit', 'Gyldighed', 'Validez', 'Giltighet'),
  pistes: text('Pistes', 'Domaine', 'Pisten', 'Pister', 'Pistas', 'Pister'),
  delivery: text('Delivery', 'Livraison', 'Zustellung', 'Levering', 'Entrega', 'Leverans'),
  age: text('Age', 'Âge', 'Alter', 'Alder', 'Edad', 'Ålder'),
} as const;

/** Values the kinds share. */
export const VALUE = {
  beginner: text(
    'Beginner to intermediate',
    'Débutant à intermédiaire',
    'Einsteiger bis Fortgeschrittene',
    'Begynder til let øvet',
    'Principiante a intermedio',
    'Nybörjare till medel',
  ),
  intermediate: text(
    'Intermediate to advanced',
    'Intermédiaire à confirmé',
    'Fortgeschrittene',
    'Let øvet til øvet',
    'Intermedio a avanzado',
    'Medel till avancerad',
  ),
  expert: text('Advanced to expert', 'Confirmé à expert', 'Fortgeschrittene bis Experten', 'Øvet til ekspert', 'Avanzado a experto', 'Avancerad till expert'),
  woolCare: text(
    'Machine wash at 30 °C, wool cycle',
    'Lavage en machine à 30 °C, programme laine',
    'Maschinenwäsche 30 °C, Wollprogramm',
    'Maskinvask 30 °C, uldprogram',
    'Lavado a máquina a 30 °C, programa lana',
    'Maskintvätt 30 °C, ullprogram',
  ),
  passByPost: text(
    'Hands-free card by post',
    'Carte mains libres par courrier',
    'Freihandkarte per Post',
    'Håndfrit kort med posten',
    'Tarjeta manos libres por correo',
    'Handsfree-kort med posten',
  ),
  wood: text('Poplar and beech wood', 'Bois de peuplier et hêtre', 'Pappel- und Buchenholz', 'Poppel og bøgetræ', 'Madera de chopo y haya', 'Poppel och bok'),
} as const;

/** The Look NX 12's release range, with each language's decimal mark. */
export const DIN_3_5_TO_12 = text('3.5–12', '3,5–12', '3,5–12', '3,5–12', '3,5–12', '3,5–12');
