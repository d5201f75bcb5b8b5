// Apps described by their logo in many languages: each app's marks ('camera', 'cámara', 'Kamera'; 'ghost',
// 'fantôme', 'hayalet'; 'paper plane', 'avion en papier') and the words for a logo, an icon or an app. A mark beside
// such a word, in either order ('the camera-logo app', 'la app del fantasma', 'l'appli avec l'avion en papier'), stands
// for the app; the mark alone ('my camera broke', 'a ghost story') is an everyday word. Read on the folded text.

const MARKS: Record<string, string[]> = {
  snapchat: [
    'ghost',
    'fantasma',
    'fantome',
    'geist',
    'gespenst',
    'duch',
    'duszek',
    'hayalet',
    'hantu',
    'spook',
    'spoek',
  ],
  instagram: ['camera', 'camara', 'kamera', 'appareil\\s+photo', 'fotocamera', 'aparat', 'kamerka', 'fotokamera'],
  discord: [
    'controller(?:[\\s-]+face)?',
    'game\\s?pad',
    'gaming\\s+controller',
    'manette',
    'mando',
    'controle',
    'kontroler',
    'joystick',
    'gamer\\s+chat',
    'gaming\\s+chat',
  ],
  telegram: [
    'paper\\s+(?:air)?plane',
    'avion\\s+en\\s+papier',
    'avion\\s+de\\s+papel',
    'aviao\\s+de\\s+papel',
    'aviaozinho',
    'papierflieger',
    'papierflugzeug',
    'aeroplanino\\s+di\\s+carta',
    'samolot(?:\\s+z\\s+papieru)?',
    'kagit\\s+ucak',
    'pesawat\\s+kertas',
  ],
  tiktok: ['music(?:al)?\\s+note', 'note\\s+de\\s+musique', 'nota\\s+musical', 'musiknote', 'nota\\s+musicale', 'nuta'],
  whatsapp: [
    '(?:green\\s+)?phone\\s+in\\s+a\\s+(?:speech\\s+)?bubble',
    'telefono\\s+verde',
    'telephone\\s+vert',
    'grunes\\s+telefon',
  ],
  twitter: [
    '(?:blue\\s+)?bird',
    'pajarito',
    'pajaro',
    'oiseau',
    'vogel',
    'ptak',
    'ptaszek',
    'kus',
    'burung',
    'passarinho',
  ],
};

/** Words for a logo, an icon or an app, in the same languages. */
const LOGO =
  '(?:logo|icon|icono|icone|symbol|symbole|simbolo|sembol|ikon|ikona|app|appli|application|aplicacion|aplicativo|aplikacja|uygulama|aplikasi|applicazione|one)';
/** 'With the', 'of the' between the word for an app and its mark. */
const WITH =
  "(?:with|con|avec|mit|com|z|ze|ile|dengan|de|del|da|do|du|des|della|dello|van|of)\\s+(?:(?:the|a|la|el|le|l'|les|der|dem|die|das|o|a|um|uma|un|une|il|lo|een|het)\\s*)?";

/** Descriptions that stand for an app: its name and the expressions (regular-expression pieces) that describe it. */
export const MARKED: [string, string[]][] = Object.entries(MARKS).map(([app, marks]) => {
  const mark = `(?:${marks.join('|')})`;
  return [app, [`${mark}[\\s-]*${LOGO}`, `${LOGO}\\s+${WITH}(?:[\\p{L}-]+\\s+)?${mark}`]];
});
