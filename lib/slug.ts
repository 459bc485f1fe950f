/** Serbian Latin text -> an ASCII anchor: "Izbor stomatologa" -> "izbor-stomatologa", "Održavanje" -> "odrzavanje". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
