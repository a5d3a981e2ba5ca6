/**
 * Names and addresses in the alphabets of the association's members and donors (issue 22): each
 * PDF must print them and give every character back to a text extractor.
 */
export const EVERY_ALPHABET = [
  { script: 'Turkish and Kurdish', firstName: 'Şükrü Rûken', lastName: 'Yılmaz-Łukasiewicz', street: '3 rue Ğ', postalCode: '75011', city: 'Paris' },
  { script: 'Polish', firstName: 'Grzegorz', lastName: 'Brzęczyszczykiewicz', street: 'ul. Świętokrzyska 12', postalCode: '00-916', city: 'Warszawa' },
  { script: 'Vietnamese', firstName: 'Nguyễn Thị', lastName: 'Ánh Tuyết', street: '45 đường Lê Lợi', postalCode: '700000', city: 'Hồ Chí Minh' },
  { script: 'Greek', firstName: 'Αλέξανδρος', lastName: 'Παπαδόπουλος', street: 'Οδός Ερμού 5', postalCode: '10563', city: 'Αθήνα' },
  { script: 'Cyrillic', firstName: 'Дмитрий', lastName: 'Шостакович', street: 'улица Пушкина 10', postalCode: '190000', city: 'Санкт-Петербург' },
  { script: 'Arabic', firstName: 'محمد', lastName: 'عبد السلام', street: '12 شارع الجمهورية', postalCode: '57000', city: 'Metz' },
  { script: 'Chinese and Japanese', firstName: '王小明', lastName: '山田花子', street: '渋谷区 さくら通り 3', postalCode: '150-0002', city: '東京' },
] as const;

/** A PDF's text line by line, with no-break spaces read as spaces, as a person reads it. */
export const linesOf = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim());
