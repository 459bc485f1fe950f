import { slugify } from '@/lib/slug';

it.each([
  ['Izbor stomatologa', 'izbor-stomatologa'],
  ['Održavanje', 'odrzavanje'],
  ['Đorđe Čačak Šećer Žuto', 'djordje-cacak-secer-zuto'],
  ['  Cene & usluge!  ', 'cene-usluge'],
])('slugify(%s) = %s', (input, expected) => {
  expect(slugify(input)).toBe(expected);
});
